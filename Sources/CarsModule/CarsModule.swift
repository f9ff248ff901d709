// The Cars feature; see issue 3.
@_exported import ViperRuntime
