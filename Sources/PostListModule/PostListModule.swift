// The PostList feature; see issue 4.
@_exported import ViperRuntime
