import Testing
@testable import PostListModule

@Suite @MainActor
struct PostListFeatureTests {
    @Test func registersTheFourModulesWithTheirParameters() throws {
        let registry = ModuleRegistry()

        try PostListFeature.register(in: registry, catalog: .builtIn)

        #expect(registry.names == ["PostFeed", "PostList", "PostDetail", "Authorization"])
        let feed = try registry.lookup("PostFeed").parameters.first
        #expect(feed?.name == "feed" && feed?.defaultValue == "news")
        let postId = try registry.lookup("PostDetail").parameters.first
        #expect(postId?.name == "postId" && postId?.isRequired == true)
        #expect(try registry.lookup("Authorization").actions.map(\.name) == ["login", "cancel"])
    }

    @Test func theDefaultFeedFollowsTheCatalog() throws {
        let registry = ModuleRegistry()

        try PostListFeature.register(in: registry, catalog: PostCatalog(feeds: [(name: "alpha", size: 2)]))

        #expect(try registry.lookup("PostFeed").parameters.first?.defaultValue == "alpha")
        let session = ViperSession(registry: registry)
        try session.openAndSettle("PostFeed")
        #expect(session.topState["feed"] == "alpha")
    }

    @Test func registeringTwiceInOneRegistryIsRefused() throws {
        let registry = ModuleRegistry()
        try PostListFeature.register(in: registry, catalog: .builtIn)

        #expect(throws: RegistryError.duplicateModule("PostFeed")) { try PostListFeature.register(in: registry, catalog: .builtIn) }
    }

    @Test func actionsNamedLikeShellCommandsAreRefused() {
        let registry = ModuleRegistry(reservedNames: ["more"])

        #expect(throws: RegistryError.actionNameIsCommand(module: "PostList", action: "more")) {
            try PostListFeature.register(in: registry, catalog: .builtIn)
        }
    }

    @Test func postDetailNeedsAPostId() throws {
        let session = try makePostSession()

        #expect(throws: RegistryError.missingParameter(module: "PostDetail", parameter: "postId")) { try session.openAndSettle("PostDetail") }
    }

    @Test func authorizationOpenedOnItsOwnStaysAfterLoggingIn() throws {
        let session = try makePostSession()
        try session.openAndSettle("Authorization")

        try session.run("login", "demo", "demo123")

        #expect(session.top?.moduleName == "Authorization")
        #expect(session.topScreenText.contains("Logged in as demo"))
    }

    @Test func theDumpIsTheSameForTheSameRun() throws {
        func run() throws -> String {
            let session = try makePostSession()
            try session.openAndSettle("PostFeed")
            try session.run("more")
            try session.run("select", "2")
            try session.run("like")
            try session.run("login", "demo", "demo123")
            return session.dumpText()
        }

        #expect(try run() == run())
    }
}
