#if canImport(Glibc)
import Glibc
#endif
if CommandLine.arguments.dropFirst().first == LineEditorDemo.flag {
    exit(MainActor.assumeIsolated { LineEditorDemo.run() })
}
print("viper-shell: under construction")
