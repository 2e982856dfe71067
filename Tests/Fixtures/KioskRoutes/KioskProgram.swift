import Courier

/// The CLI over the kiosk app's routers: the gallery API and its image host are mapped onto the environments;
/// the old feed and the staff directory are not, and are sent where the app sends them.
public enum KioskProgram: CourierProgram {
    public static let api = APIDescription(
        name: "kiosk",
        environments: [
            Environment(name: "local", baseURL: "http://127.0.0.1:8090/v2", services: ["images": "http://127.0.0.1:8090/images"]),
            // prod: the images service is the app's own URL (its mapping below), so it is not repeated here.
            Environment(name: "prod", baseURL: "https://api.kiosk.example.com/v2"),
        ],
        defaultEnvironment: "local", envelope: .plain,
        appBaseURLs: [AppBaseURL("https://api.kiosk.example.com/v2"), AppBaseURL("https://images.kiosk.example.com", service: "images")])

    public static let commands = GeneratedCommands.groups
}
