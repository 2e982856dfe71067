import ShopRoutes

for group in Shop.groups {
    for action in group.actions {
        let route = try action.make(ParsedValues(options: ["uid": "5", "no": "A1", "user-id": "u7"]))
        print(group.name, action.name, String(describing: route))
    }
}
