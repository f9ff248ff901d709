import Foundation
import Testing
import ViperShellEngine

extension ViperShellEngine.SourceLocation {
    /// This script location as Swift Testing's: the absolute path of the
    /// script (so an IDE can open it), its line and column. A location for the
    /// file as a whole (line 0) points at line 1; one without a column at column 1.
    public var testingSourceLocation: Testing.SourceLocation {
        let absolute = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        // Swift Testing wants a `#fileID`-like `module/file` name.
        let fileID = file.contains("/") ? file : "scenarios/" + file
        return Testing.SourceLocation(fileID: fileID, filePath: absolute, line: max(line, 1), column: max(column ?? 1, 1))
    }
}
