import Courier
import ShopRoutes

// Every generated action, given one argv, prints the case it builds.
let given = ["uid": "5", "no": "A1", "user-id": "u7"]
for group in Shop.groups {
    for action in group.actions {
        var argv = [group.name, action.command.name]
        for option in action.command.options { argv += ["--" + option.name, given[option.name] ?? ""] }
        let root = Command(name: "shop", summary: "", subcommands: Shop.groups.map(\.command))
        let none = ValueSource(readFile: { _ in .failure(.init("none")) }, readStandardInput: { .failure(.init("none")) })
        guard case .run(let invocation) = try Parser(root: root, globals: [], source: none).parse(argv) else { continue }
        let values = invocation.values
        print(group.name, action.command.name, String(describing: try action.make(values)))
    }
}
