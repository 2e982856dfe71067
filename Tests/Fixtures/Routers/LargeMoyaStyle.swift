//
//  GitHubAPI.swift
//  Every GitHub endpoint the client calls. GETs send their parameters in the
//  query, writes send JSON; assets download from wherever GitHub points.
//
import Foundation
import Moya

enum GitHubAPI {
    case zen
    case user(login: String)
    case me
    case updateMe(name: String?, bio: String?)
    case userRepos(login: String, page: Int, perPage: Int)
    case myRepos(visibility: String, sort: String, page: Int)
    case repo(fullname: String)
    case createRepo(name: String, description: String, isPrivate: Bool)
    case deleteRepo(fullname: String)
    case forkRepo(fullname: String, organization: String?)
    case readme(fullname: String, ref: String?)
    case contents(fullname: String, path: String)
    case branches(fullname: String, page: Int)
    case commits(fullname: String, sha: String?, page: Int)
    case commit(fullname: String, sha: String)
    case issues(fullname: String, state: String, labels: [String], page: Int)
    case issue(fullname: String, number: Int)
    case createIssue(fullname: String, title: String, body: String, labels: [String])
    case updateIssue(fullname: String, number: Int, state: String)
    case issueComments(fullname: String, number: Int, page: Int)
    case createComment(fullname: String, number: Int, body: String)
    case pulls(fullname: String, state: String, page: Int)
    case pull(fullname: String, number: Int)
    case mergePull(fullname: String, number: Int, message: String)
    case stargazers(fullname: String, page: Int)
    case starred(login: String, page: Int)
    case star(fullname: String)
    case unstar(fullname: String)
    case isStarred(fullname: String)
    case followers(login: String, page: Int)
    case following(login: String, page: Int)
    case follow(login: String)
    case unfollow(login: String)
    case searchRepos(query: String, sort: String, order: String, page: Int)
    case searchUsers(query: String, page: Int)
    case notifications(all: Bool, participating: Bool)
    case markNotificationsRead
    case events(login: String, page: Int)
    case releases(fullname: String)
    case latestRelease(fullname: String)
    case renderMarkdown(text: String, context: String)
    case uploadAvatar(image: Data)
    case trending(language: String, since: String)
    case downloadAsset(url: URL)
}

private let gitHubBase = URL(string: "https://api.github.example.com")!

private let assetDestination: DownloadDestination = { temporaryURL, response in
    let directory = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first ?? temporaryURL
    return (directory.appendingPathComponent(response.suggestedFilename ?? "asset"), [.removePreviousFile, .createIntermediateDirectories])
}

extension GitHubAPI: TargetType {
    var baseURL: URL {
        switch self {
        case .trending:
            return URL(string: "https://trending.example.com/v1")!
        case .downloadAsset(let url):
            return url
        default:
            return gitHubBase
        }
    }

    var path: String {
        switch self {
        case .zen: return "/zen"
        case .user(let login): return "/users/\(login)"
        case .me, .updateMe: return "/user"
        case .userRepos(let login, _, _): return "/users/\(login)/repos"
        case .myRepos, .createRepo: return "/user/repos"
        case .repo(let fullname), .deleteRepo(let fullname): return "/repos/\(fullname)"
        case .forkRepo(let fullname, _): return "/repos/\(fullname)/forks"
        case .readme(let fullname, _): return "/repos/\(fullname)/readme"
        case .contents(let fullname, let path): return "/repos/\(fullname)/contents/\(path)"
        case .branches(let fullname, _): return "/repos/\(fullname)/branches"
        case .commits(let fullname, _, _): return "/repos/\(fullname)/commits"
        case .commit(let fullname, let sha): return "/repos/\(fullname)/commits/\(sha)"
        case .issues(let fullname, _, _, _), .createIssue(let fullname, _, _, _): return "/repos/\(fullname)/issues"
        case .issue(let fullname, let number), .updateIssue(let fullname, let number, _): return "/repos/\(fullname)/issues/\(number)"
        case .issueComments(let fullname, let number, _), .createComment(let fullname, let number, _):
            return "/repos/\(fullname)/issues/\(number)/comments"
        case .pulls(let fullname, _, _): return "/repos/\(fullname)/pulls"
        case .pull(let fullname, let number): return "/repos/\(fullname)/pulls/\(number)"
        case .mergePull(let fullname, let number, _): return "/repos/\(fullname)/pulls/\(number)/merge"
        case .stargazers(let fullname, _): return "/repos/\(fullname)/stargazers"
        case .starred(let login, _): return "/users/\(login)/starred"
        case .star(let fullname), .unstar(let fullname), .isStarred(let fullname): return "/user/starred/\(fullname)"
        case .followers(let login, _): return "/users/\(login)/followers"
        case .following(let login, _): return "/users/\(login)/following"
        case .follow(let login), .unfollow(let login): return "/user/following/\(login)"
        case .searchRepos: return "/search/repositories"
        case .searchUsers: return "/search/users"
        case .notifications, .markNotificationsRead: return "/notifications"
        case .events(let login, _): return "/users/\(login)/events"
        case .releases(let fullname): return "/repos/\(fullname)/releases"
        case .latestRelease(let fullname): return "/repos/\(fullname)/releases/latest"
        case .renderMarkdown: return "/markdown"
        case .uploadAvatar: return "/user/avatar"
        case .trending: return "/repositories"
        case .downloadAsset: return ""
        }
    }

    var method: Moya.Method {
        switch self {
        case .updateMe, .updateIssue:
            return .patch
        case .createRepo, .forkRepo, .createIssue, .createComment, .renderMarkdown, .uploadAvatar:
            return .post
        case .mergePull, .star, .follow, .markNotificationsRead:
            return .put
        case .deleteRepo, .unstar, .unfollow:
            return .delete
        default:
            return .get
        }
    }

    var parameters: [String: Any]? {
        switch self {
        case let .updateMe(name, bio):
            var params: [String: Any] = [:]
            if let name = name { params["name"] = name }
            if let bio = bio { params["bio"] = bio }
            return params
        case let .userRepos(_, page, perPage):
            return ["page": page, "per_page": perPage]
        case let .myRepos(visibility, sort, page):
            return ["visibility": visibility, "sort": sort, "page": page]
        case let .createRepo(name, description, isPrivate):
            return ["name": name, "description": description, "private": isPrivate, "auto_init": true]
        case let .forkRepo(_, organization):
            guard let organization = organization else { return nil }
            return ["organization": organization]
        case let .readme(_, ref):
            guard let ref = ref else { return nil }
            return ["ref": ref]
        case let .branches(_, page), let .stargazers(_, page), let .starred(_, page),
             let .followers(_, page), let .following(_, page), let .events(_, page):
            return ["page": page]
        case let .commits(_, sha, page):
            var params: [String: Any] = ["page": page]
            params["sha"] = sha
            return params
        case let .issues(_, state, labels, page):
            return ["state": state, "labels": labels, "page": page]
        case let .createIssue(_, title, body, labels):
            return ["title": title, "body": body, "labels": labels]
        case let .updateIssue(_, _, state):
            return ["state": state]
        case let .issueComments(_, _, page):
            return ["page": page]
        case let .pulls(_, state, page):
            return ["state": state, "page": page]
        case let .createComment(_, _, body):
            return ["body": body]
        case let .mergePull(_, _, message):
            return ["commit_message": message, "merge_method": "squash"]
        case let .searchRepos(query, sort, order, page):
            return ["q": query, "sort": sort, "order": order, "page": page]
        case let .searchUsers(query, page):
            return ["q": query, "page": page]
        case let .notifications(all, participating):
            return ["all": all, "participating": participating]
        case let .trending(language, since):
            return ["language": language, "since": since]
        default:
            return nil
        }
    }

    var task: Task {
        switch self {
        case .renderMarkdown(let text, let context):
            return .requestCompositeParameters(bodyParameters: ["text": text, "mode": "gfm", "context": context],
                                               bodyEncoding: JSONEncoding.default, urlParameters: ["v": 3])
        case .uploadAvatar(let image):
            return .uploadCompositeMultipart([MultipartFormData(provider: .data(image), name: "avatar", fileName: "avatar.png", mimeType: "image/png")],
                                             urlParameters: ["size": 460])
        case .downloadAsset:
            return .downloadDestination(assetDestination)
        case .markNotificationsRead:
            return .requestData("{}".data(using: .utf8)!)
        default:
            guard let parameters = parameters else { return .requestPlain }
            return .requestParameters(parameters: parameters, encoding: method == .get ? URLEncoding.default : JSONEncoding.default)
        }
    }

    var headers: [String: String]? {
        var headers = ["Accept": "application/vnd.github.v3+json", "User-Agent": "GitHubClient/3.2"]
        switch self {
        case .contents:
            headers["Accept"] = "application/vnd.github.v3.raw"
        case .renderMarkdown:
            headers["Accept"] = "text/html"
        case .markNotificationsRead:
            headers["Content-Type"] = "application/json"
        case .downloadAsset:
            return ["Accept": "application/octet-stream"]
        default:
            break
        }
        return headers
    }

    var sampleData: Data {
        switch self {
        case .zen:
            return "Design for failure.".data(using: .utf8)!
        case .user, .me, .updateMe, .follow, .unfollow:
            return #"{"login":"octo","id":1,"name":"Octo Cat"}"#.data(using: .utf8)!
        case .userRepos, .myRepos, .starred, .trending:
            return #"[{"id":1,"full_name":"octo/hello","stargazers_count":42}]"#.data(using: .utf8)!
        case .repo, .createRepo, .forkRepo:
            return #"{"id":1,"full_name":"octo/hello","private":false}"#.data(using: .utf8)!
        case .deleteRepo, .star, .unstar, .isStarred, .markNotificationsRead:
            return Data()
        case .readme, .contents:
            return #"{"name":"README.md","encoding":"base64","content":"SGVsbG8="}"#.data(using: .utf8)!
        case .branches:
            return #"[{"name":"main","protected":true}]"#.data(using: .utf8)!
        case .commits, .commit:
            return #"[{"sha":"6dcb09b","commit":{"message":"Fix all the bugs"}}]"#.data(using: .utf8)!
        case .issues, .issue, .createIssue, .updateIssue:
            return #"{"number":1347,"state":"open","title":"Found a bug"}"#.data(using: .utf8)!
        case .issueComments, .createComment:
            return #"[{"id":1,"body":"Me too"}]"#.data(using: .utf8)!
        case .pulls, .pull:
            return #"{"number":1,"state":"open","title":"Amazing new feature"}"#.data(using: .utf8)!
        case .mergePull:
            return #"{"sha":"6dcb09b","merged":true,"message":"Pull Request successfully merged"}"#.data(using: .utf8)!
        case .stargazers, .followers, .following:
            return #"[{"login":"octo","id":1}]"#.data(using: .utf8)!
        case .searchRepos, .searchUsers:
            return #"{"total_count":1,"incomplete_results":false,"items":[]}"#.data(using: .utf8)!
        case .notifications, .events:
            return "[]".data(using: .utf8)!
        case .releases, .latestRelease:
            return #"{"tag_name":"v1.0.0","assets":[]}"#.data(using: .utf8)!
        case .renderMarkdown:
            return "<p>Hello <strong>world</strong></p>".data(using: .utf8)!
        case .uploadAvatar:
            return #"{"avatar_url":"https://avatars.example.com/u/1"}"#.data(using: .utf8)!
        case .downloadAsset:
            return Data([0x50, 0x4B, 0x03, 0x04])
        }
    }
}

extension GitHubAPI: AccessTokenAuthorizable {
    var authorizationType: AuthorizationType? {
        switch self {
        case .zen, .trending, .downloadAsset:
            return nil
        default:
            return .bearer
        }
    }
}
