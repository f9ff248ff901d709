import ViperRuntime

/// The operations of the posts and login services as the feature calls
/// them, declared so that scripts can stub them
/// (`stub posts.page fails "offline"`, `stub auth.login hangs`).
public enum PostEndpoints {
    /// The input of `posts.page`: which feed, from which post (0 first).
    public struct PageRequest: Codable, Sendable, Hashable {
        public var feed: String
        public var offset: Int
    }

    /// The input of `auth.login`.
    public struct Credentials: Codable, Sendable, Hashable {
        public var user: String
        public var password: String
    }

    /// One page of a feed: its posts and the feed's total.
    static let page = ServiceEndpoint<PageRequest, PostPage>("posts.page", summary: "a page of a feed (20 posts)") {
        PostServiceError(message: $0)
    }
    /// Whether the credentials log the user in.
    static let login = ServiceEndpoint<Credentials, Bool>("auth.login", summary: "checks a user name and password") {
        PostServiceError(message: $0)
    }

    /// Declares both endpoints in a session's services.
    @MainActor
    public static func declare(in services: SessionServices) throws(ServiceStubError) {
        try services.endpoints.declare(page)
        try services.endpoints.declare(login)
    }
}

/// A posts or login call that failed on the service's side: its message is
/// what the user reads (`Could not load posts: <message>`).
public struct PostServiceError: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
