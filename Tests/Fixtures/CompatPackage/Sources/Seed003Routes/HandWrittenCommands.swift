// `search` and `createPost` carry models that are only Encodable, which the commands plugin cannot build from
// a command line (it reports both as uncallable at build time): their two commands are declared by hand.
import Alamofire
import Courier

extension Router {
    static var handWrittenCommands: [Action<any Route>] {
        let term: Option<String> = .required("term", help: "What to search for.")
        let page: Option<Int> = .optional("page", default: "1", help: "Which page.")
        let exact: Option<Bool> = .flag("exact", help: "Match the whole term.")
        let tag: Option<String> = .repeated("tag", help: "A tag to match (repeatable).")
        let since: Option<String> = .optional("since", help: "Only results since this day, e.g. 2024-01-01.")
        let title: Option<String> = .required("title", help: "The post's title.")
        let body: Option<String> = .required("body", help: "The post's text.")
        let draft: Option<Bool> = .flag("draft", help: "Save it as a draft.")
        return [
            AlamofireRoute.endpoint("search", "Search posts.", options: [term, page, exact, tag, since]) { values in
                AlamofireRoute(Router.search(SearchQuery(term: try values.get(term), page: try values.get(page), exact: values.flag(exact),
                                                         tags: values.all(tag), since: values.optional(since))))
            },
            AlamofireRoute.endpoint("create-post", "Create a post.", options: [title, body, draft]) { values in
                AlamofireRoute(Router.createPost(NewPost(title: try values.get(title), body: try values.get(body), draft: values.flag(draft))))
            },
        ]
    }
}
