import Foundation
import Testing
@testable import ViperRuntime

@Suite("Data files")
struct DataFileTests {
    private let folder = NSTemporaryDirectory() + "viper-runtime-datafile-" + UUID().uuidString

    @Test("a file's bytes are read whole; a missing file is nil; a folder is an error naming it")
    func reading() throws {
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000) + Array("é\n".utf8)
        #expect(FileManager.default.createFile(atPath: folder + "/cars.json", contents: Data(big)))

        #expect(try DataFile.contents(atPath: DataFile.path("cars.json", inDirectory: folder)) == big)
        #expect(try DataFile.contents(atPath: folder + "/missing.json") == nil)
        #expect(try DataFile.contents(atPath: folder + "/cars.json/inside") == nil)
        #expect(throws: DataFileError(path: folder + "/sub", message: "is a folder, not a regular file")) {
            try DataFile.contents(atPath: folder + "/sub")
        }
        #expect(DataFile.path("posts.json", inDirectory: "") == "posts.json")
        #expect(DataFile.path("posts.json", inDirectory: "data/") == "data/posts.json")
    }
}
