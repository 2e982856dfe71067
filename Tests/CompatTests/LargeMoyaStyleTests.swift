import CourierCore
import Moya
import Testing
@testable import LargeMoyaStyleRouter

// The CLI package's provider: the app's AccessTokenPlugin, with Courier's token instead of the keychain's.
private func route(_ target: GitHubAPI) -> MoyaRoute<GitHubAPI> {
    MoyaRoute(target, plugins: [AccessTokenPlugin { _ in "t0ken" }])
}

private let api = "https://api.github.example.com"
private let json = "Accept: application/vnd.github.v3+json"
private let auth = "Authorization: Bearer t0ken"
private let agent = "User-Agent: GitHubClient/3.2"
private let type = "Content-Type: application/json"

/// `METHOD URL`, the usual headers (with or without the token), and a JSON body if given.
private func gh(_ method: String, _ path: String, authorized: Bool = true, accept: String = json, body: String? = nil) -> String {
    var lines = ["\(method) \(api)\(path)", accept]
    if authorized { lines.append(auth) }
    if body != nil { lines.append(type) }
    lines.append(agent)
    if let body { lines += ["", body] }
    return lines.joined(separator: "\n")
}

struct LargeMoyaStyleTests {
    static let hello = "octo/hello"
    static let table: [(GitHubAPI, String)] = [
        (.zen, gh("GET", "/zen", authorized: false)),
        (.user(login: "octo"), gh("GET", "/users/octo")),
        (.me, gh("GET", "/user")),
        (.updateMe(name: "Octo", bio: nil), gh("PATCH", "/user", body: #"{"name":"Octo"}"#)),
        (.userRepos(login: "octo", page: 2, perPage: 50), gh("GET", "/users/octo/repos?page=2&per_page=50")),
        (.myRepos(visibility: "all", sort: "updated", page: 1), gh("GET", "/user/repos?page=1&sort=updated&visibility=all")),
        (.repo(fullname: hello), gh("GET", "/repos/octo/hello")),
        (.createRepo(name: "hello", description: "My repo", isPrivate: true),
         gh("POST", "/user/repos", body: #"{"auto_init":true,"description":"My repo","name":"hello","private":true}"#)),
        (.deleteRepo(fullname: hello), gh("DELETE", "/repos/octo/hello")),
        (.forkRepo(fullname: hello, organization: "acme"), gh("POST", "/repos/octo/hello/forks", body: #"{"organization":"acme"}"#)),
        (.readme(fullname: hello, ref: "v1"), gh("GET", "/repos/octo/hello/readme?ref=v1")),
        (.contents(fullname: hello, path: "docs/read me.md"), gh("GET", "/repos/octo/hello/contents/docs/read%20me.md", accept: "Accept: application/vnd.github.v3.raw")),
        (.branches(fullname: hello, page: 2), gh("GET", "/repos/octo/hello/branches?page=2")),
        (.commits(fullname: hello, sha: "main", page: 1), gh("GET", "/repos/octo/hello/commits?page=1&sha=main")),
        (.commit(fullname: hello, sha: "6dcb09b"), gh("GET", "/repos/octo/hello/commits/6dcb09b")),
        (.issues(fullname: hello, state: "open", labels: ["bug", "ui"], page: 1), gh("GET", "/repos/octo/hello/issues?labels%5B%5D=bug&labels%5B%5D=ui&page=1&state=open")),
        (.issue(fullname: hello, number: 1347), gh("GET", "/repos/octo/hello/issues/1347")),
        (.createIssue(fullname: hello, title: "Crash", body: "Steps: 1/2", labels: ["bug"]),
         gh("POST", "/repos/octo/hello/issues", body: #"{"body":"Steps: 1\/2","labels":["bug"],"title":"Crash"}"#)),
        (.updateIssue(fullname: hello, number: 1347, state: "closed"), gh("PATCH", "/repos/octo/hello/issues/1347", body: #"{"state":"closed"}"#)),
        (.issueComments(fullname: hello, number: 1347, page: 2), gh("GET", "/repos/octo/hello/issues/1347/comments?page=2")),
        (.createComment(fullname: hello, number: 1347, body: "Me too"), gh("POST", "/repos/octo/hello/issues/1347/comments", body: #"{"body":"Me too"}"#)),
        (.pulls(fullname: hello, state: "closed", page: 3), gh("GET", "/repos/octo/hello/pulls?page=3&state=closed")),
        (.pull(fullname: hello, number: 1), gh("GET", "/repos/octo/hello/pulls/1")),
        (.mergePull(fullname: hello, number: 1, message: "Ship it"),
         gh("PUT", "/repos/octo/hello/pulls/1/merge", body: #"{"commit_message":"Ship it","merge_method":"squash"}"#)),
        (.stargazers(fullname: hello, page: 1), gh("GET", "/repos/octo/hello/stargazers?page=1")),
        (.starred(login: "octo", page: 2), gh("GET", "/users/octo/starred?page=2")),
        (.star(fullname: hello), gh("PUT", "/user/starred/octo/hello")),
        (.unstar(fullname: hello), gh("DELETE", "/user/starred/octo/hello")),
        (.isStarred(fullname: hello), gh("GET", "/user/starred/octo/hello")),
        (.followers(login: "octo", page: 1), gh("GET", "/users/octo/followers?page=1")),
        (.following(login: "octo", page: 1), gh("GET", "/users/octo/following?page=1")),
        (.follow(login: "hubot"), gh("PUT", "/user/following/hubot")),
        (.unfollow(login: "hubot"), gh("DELETE", "/user/following/hubot")),
        (.searchRepos(query: "language:swift stars:>100", sort: "stars", order: "desc", page: 1),
         gh("GET", "/search/repositories?order=desc&page=1&q=language%3Aswift%20stars%3A%3E100&sort=stars")),
        (.searchUsers(query: "tom", page: 1), gh("GET", "/search/users?page=1&q=tom")),
        (.notifications(all: true, participating: false), gh("GET", "/notifications?all=1&participating=0")),
        (.markNotificationsRead, gh("PUT", "/notifications", body: "{}")),
        (.events(login: "octo", page: 1), gh("GET", "/users/octo/events?page=1")),
        (.releases(fullname: hello), gh("GET", "/repos/octo/hello/releases")),
        (.latestRelease(fullname: hello), gh("GET", "/repos/octo/hello/releases/latest")),
        (.renderMarkdown(text: "**Hi**", context: hello),
         gh("POST", "/markdown?v=3", accept: "Accept: text/html", body: #"{"context":"octo\/hello","mode":"gfm","text":"**Hi**"}"#)),
        (.trending(language: "swift", since: "weekly"),
         "GET https://trending.example.com/v1/repositories?language=swift&since=weekly\n\(json)\n\(agent)"),
        (.downloadAsset(url: URL(string: "https://objects.example-cdn.com/assets/app.zip?sig=a%2Fb")!),
         "GET https://objects.example-cdn.com/assets/app.zip?sig=a%2Fb\nAccept: application/octet-stream"),
    ]

    @Test(arguments: table)
    func everyCaseBuildsTheAppsRequest(target: GitHubAPI, expected: String) {
        #expect(text(route(target)) == expected)
    }

    @Test func theAvatarUploadIsMultipartWithItsQuery() throws {
        let request = try route(.uploadAvatar(image: Data([1, 2, 3]))).buildRequest()
        #expect(request.url == "\(api)/user/avatar?size=460")
        let type = try #require(request.headers["Content-Type"])
        let boundary = String(type.dropFirst("multipart/form-data; boundary=".count))
        #expect(type == "multipart/form-data; boundary=\(boundary)" && boundary.hasPrefix("alamofire.boundary."))
        let expected = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"avatar.png\"\r\nContent-Type: image/png\r\n\r\n".utf8)
            + [1, 2, 3] + Array("\r\n--\(boundary)--\r\n".utf8)
        #expect(request.body == .raw(bytes: expected, contentType: type))
    }

    @Test func everyCaseIsInTheTables() {
        #expect(Self.table.count + 1 == 44)
    }

    @Test func authFollowsTheTargetsAuthorizationType() {
        #expect(route(.zen).requiresAuth == false)
        #expect(route(.me).requiresAuth == true)
        #expect(route(.downloadAsset(url: URL(string: "https://cdn.example.com/a")!)).requiresAuth == false)
    }

    @Test func sampleDataAnswersStubsAndEmptySamplesAreNone() {
        #expect(route(.zen).samples == [SampleResponse(body: "Design for failure.")])
        #expect(route(.star(fullname: Self.hello)).samples.isEmpty)
        #expect(route(.repo(fullname: Self.hello)).pathTemplate == "/repos/octo/hello")
    }

    /// Moya's `appendingPathComponent` sends a `?` in `path` as `%3F`; the route's path shows it as sent, not as a query.
    @Test func aQuestionMarkInAPathIsShownAsSent() throws {
        let route = MoyaRoute(QueryInPath())
        #expect(try route.buildRequest().url == "https://legacy.example.com/v1/feed.php%3Fpage=2")
        #expect(route.pathTemplate == "/v1/feed.php%3Fpage=2")
    }

    struct QueryInPath: TargetType {
        var baseURL: URL { URL(string: "https://legacy.example.com/v1")! }
        var path: String { "/feed.php?page=2" }
        var method: Moya.Method { .get }
        var task: Task { .requestPlain }
        var headers: [String: String]? { nil }
    }

    @Test func multiTargetForwardsEverything() {
        #expect(text(MoyaRoute(MultiTarget(GitHubAPI.me), plugins: [AccessTokenPlugin { _ in "t0ken" }])) == gh("GET", "/user"))
    }
}
