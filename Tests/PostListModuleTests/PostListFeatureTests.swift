import Testing
import ViperRuntimeTesting
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
        let tester = SessionTester(registry: registry, settling: .untilIdle)
        try tester.open("PostFeed")
        #expect(tester.state["feed"] == "alpha")
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
        let tester = try makePostTester()

        #expect(throws: RegistryError.missingParameter(module: "PostDetail", parameter: "postId")) { try tester.open("PostDetail") }
    }

    @Test func authorizationOpenedOnItsOwnStaysAfterLoggingIn() throws {
        let tester = try makePostTester()
        try tester.open("Authorization")

        try tester.perform("login", "demo", "demo123")

        #expect(tester.session.top?.moduleName == "Authorization")
        #expect(tester.screenText.contains("Logged in as demo"))
    }

    @Test func theDumpIsTheSameForTheSameRun() throws {
        func run() throws -> String {
            let tester = try makePostTester()
            try tester.open("PostFeed")
            try tester.perform("more")
            try tester.perform("select", "2")
            try tester.perform("like")
            try tester.perform("login", "demo", "demo123")
            return tester.session.dumpText()
        }

        #expect(try run() == run())
    }
}
