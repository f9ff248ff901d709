// MARK: - The routes a registry declares

extension RouteTable {
    /// Every route pattern the registrations of `registry` declare, in
    /// registration order. A pattern parameter is passed to its module only
    /// when the module accepts a parameter of that name (`posts/:feed/:postId`
    /// gives PostDetail its `postId`; `feed` only selects the route).
    @MainActor
    public init(registry: ModuleRegistry) throws(RoutePatternError) {
        self.init()
        for registration in registry.registrations {
            let accepted = Set(registration.parameters.map(\.name))
            for route in registration.routes {
                let passed = route.parameterNames.filter(accepted.contains)
                try add(RouteEntry(
                    route.pattern, module: registration.name,
                    parameterNames: Dictionary(uniqueKeysWithValues: passed.map { ($0, $0) })))
            }
        }
    }
}
