/// The large GitHub-style Moya router's 44 cases: https://api.github.example.com and the trending host → local.
extension CompatDryRunTable {
    static let gitHub = "http://127.0.0.1:8085/api"
    static let hello = "octo/hello"

    /// `METHOD URL`, the router's headers (with or without Courier's token) and a JSON body if given.
    static func gh(_ arguments: [String], _ method: String, _ path: String, authorized: Bool = true,
                   accept: String = "Accept: application/vnd.github.v3+json", body: String? = nil) -> Row {
        var lines = ["\(method) \(gitHub)\(path)", accept]
        if authorized { lines.append("Authorization: Bearer [redacted]") }
        if body != nil { lines.append(json) }
        lines.append("User-Agent: GitHubClient/3.2")
        if let body { lines += ["", body] }
        return row("github", ["git-hub"] + arguments, lines.joined(separator: "\n"))
    }

    static let github: [Row] = [
        gh(["zen"], "GET", "/zen", authorized: false),
        gh(["user", "--login", "octo"], "GET", "/users/octo"),
        gh(["me"], "GET", "/user"),
        gh(["update-me", "--name", "Octo"], "PATCH", "/user", body: #"{"name":"Octo"}"#),
        gh(["user-repos", "--login", "octo", "--page", "2", "--per-page", "50"], "GET", "/users/octo/repos?page=2&per_page=50"),
        gh(["my-repos", "--visibility", "all", "--sort", "updated", "--page", "1"], "GET", "/user/repos?page=1&sort=updated&visibility=all"),
        gh(["repo", "--fullname", hello], "GET", "/repos/octo/hello"),
        gh(["create-repo", "--name", "hello", "--description", "My repo", "--is-private"], "POST", "/user/repos",
           body: #"{"auto_init":true,"description":"My repo","name":"hello","private":true}"#),
        gh(["delete-repo", "--fullname", hello], "DELETE", "/repos/octo/hello"),
        gh(["fork-repo", "--fullname", hello, "--organization", "acme"], "POST", "/repos/octo/hello/forks", body: #"{"organization":"acme"}"#),
        gh(["readme", "--fullname", hello, "--ref", "v1"], "GET", "/repos/octo/hello/readme?ref=v1"),
        gh(["contents", "--fullname", hello, "--path", "docs/read me.md"], "GET", "/repos/octo/hello/contents/docs/read%20me.md",
           accept: "Accept: application/vnd.github.v3.raw"),
        gh(["branches", "--fullname", hello, "--page", "2"], "GET", "/repos/octo/hello/branches?page=2"),
        gh(["commits", "--fullname", hello, "--sha", "main", "--page", "1"], "GET", "/repos/octo/hello/commits?page=1&sha=main"),
        gh(["commit", "--fullname", hello, "--sha", "6dcb09b"], "GET", "/repos/octo/hello/commits/6dcb09b"),
        gh(["issues", "--fullname", hello, "--state", "open", "--labels", "bug", "--labels", "ui", "--page", "1"], "GET",
           "/repos/octo/hello/issues?labels%5B%5D=bug&labels%5B%5D=ui&page=1&state=open"),
        gh(["issue", "--fullname", hello, "--number", "1347"], "GET", "/repos/octo/hello/issues/1347"),
        gh(["create-issue", "--fullname", hello, "--title", "Crash", "--body", "Steps: 1/2", "--labels", "bug"], "POST",
           "/repos/octo/hello/issues", body: #"{"body":"Steps: 1/2","labels":["bug"],"title":"Crash"}"#),
        gh(["update-issue", "--fullname", hello, "--number", "1347", "--state", "closed"], "PATCH", "/repos/octo/hello/issues/1347",
           body: #"{"state":"closed"}"#),
        gh(["issue-comments", "--fullname", hello, "--number", "1347", "--page", "2"], "GET", "/repos/octo/hello/issues/1347/comments?page=2"),
        gh(["create-comment", "--fullname", hello, "--number", "1347", "--body", "Me too"], "POST", "/repos/octo/hello/issues/1347/comments",
           body: #"{"body":"Me too"}"#),
        gh(["pulls", "--fullname", hello, "--state", "closed", "--page", "3"], "GET", "/repos/octo/hello/pulls?page=3&state=closed"),
        gh(["pull", "--fullname", hello, "--number", "1"], "GET", "/repos/octo/hello/pulls/1"),
        gh(["merge-pull", "--fullname", hello, "--number", "1", "--message", "Ship it"], "PUT", "/repos/octo/hello/pulls/1/merge",
           body: #"{"commit_message":"Ship it","merge_method":"squash"}"#),
        gh(["stargazers", "--fullname", hello, "--page", "1"], "GET", "/repos/octo/hello/stargazers?page=1"),
        gh(["starred", "--login", "octo", "--page", "2"], "GET", "/users/octo/starred?page=2"),
        gh(["star", "--fullname", hello], "PUT", "/user/starred/octo/hello"),
        gh(["unstar", "--fullname", hello], "DELETE", "/user/starred/octo/hello"),
        gh(["is-starred", "--fullname", hello], "GET", "/user/starred/octo/hello"),
        gh(["followers", "--login", "octo", "--page", "1"], "GET", "/users/octo/followers?page=1"),
        gh(["following", "--login", "octo", "--page", "1"], "GET", "/users/octo/following?page=1"),
        gh(["follow", "--login", "hubot"], "PUT", "/user/following/hubot"),
        gh(["unfollow", "--login", "hubot"], "DELETE", "/user/following/hubot"),
        gh(["search-repos", "--query", "language:swift stars:>100", "--sort", "stars", "--order", "desc", "--page", "1"], "GET",
           "/search/repositories?order=desc&page=1&q=language%3Aswift%20stars%3A%3E100&sort=stars"),
        gh(["search-users", "--query", "tom", "--page", "1"], "GET", "/search/users?page=1&q=tom"),
        // GitHub's own `all` shadows Courier's global --all (every page) in this action: the router keeps its name.
        gh(["notifications", "--all"], "GET", "/notifications?all=1&participating=0"),
        gh(["mark-notifications-read"], "PUT", "/notifications", body: "{}"),
        gh(["events", "--login", "octo", "--page", "1"], "GET", "/users/octo/events?page=1"),
        gh(["releases", "--fullname", hello], "GET", "/repos/octo/hello/releases"),
        gh(["latest-release", "--fullname", hello], "GET", "/repos/octo/hello/releases/latest"),
        gh(["render-markdown", "--text", "**Hi**", "--context", hello], "POST", "/markdown?v=3", accept: "Accept: text/html",
           body: #"{"context":"octo/hello","mode":"gfm","text":"**Hi**"}"#),
        row("github", ["git-hub", "upload-avatar", "--image", "abc"],
            "POST \(gitHub)/user/avatar?size=460\nAccept: application/vnd.github.v3+json\nAuthorization: Bearer [redacted]\n\(multipart)\n"
                + "User-Agent: GitHubClient/3.2\n\n--alamofire.boundary.B\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"avatar.png\"\r\n"
                + "Content-Type: image/png\r\n\r\nabc\r\n--alamofire.boundary.B--\r\n"),
        row("github", ["git-hub", "trending", "--language", "swift", "--since", "weekly"],
            "GET http://127.0.0.1:8085/trending/repositories?language=swift&since=weekly\nAccept: application/vnd.github.v3+json\nUser-Agent: GitHubClient/3.2"),
        // Not under any mapped base: sent as the router built it, a foreign origin (no token).
        row("github", ["git-hub", "download-asset", "--url", "https://objects.example-cdn.com/assets/app.zip?sig=a%2Fb"],
            "GET https://objects.example-cdn.com/assets/app.zip?sig=a%2Fb\nAccept: application/octet-stream"),
    ]
}
