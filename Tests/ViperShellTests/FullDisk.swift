import Foundation

/// A full disk for the binary, without root: a small library, loaded with
/// `LD_PRELOAD`, that makes every write of data to a regular file under one
/// folder fail with `ENOSPC` ("No space left on device"), as a full disk does
/// (files and folders are still created: a full disk with inodes left). Only
/// the writes of `write`, `pwrite` and `writev` on such files fail; a pipe,
/// the terminal and every other folder are written as usual.
///
/// The library is compiled from the C below, once per test process, with the
/// system's C compiler (`cc`, or the toolchain's `clang`); Linux only.
enum FullDisk {
    /// The environment that makes writes under `folder` fail, or why it cannot be had.
    static func environment(fullUnder folder: String) throws -> [String: String] {
        guard let library = library.value else { throw library.problem ?? CocoaError(.featureUnsupported) }
        return ["LD_PRELOAD": library, "VIPER_TEST_FULL_DISK": folder]
    }

    private struct Problem: Error, CustomStringConvertible { var description: String }

    private static let library: (value: String?, problem: Problem?) = {
        #if os(Linux)
        let folder = NSTemporaryDirectory() + "viper-full-disk-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = folder + "/full-disk.c"
        let output = folder + "/libfull-disk.so"
        try? cSource.write(toFile: source, atomically: true, encoding: .utf8)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let compilers = ["cc", "clang", "gcc"].flatMap { name in path.split(separator: ":").map { "\($0)/\(name)" } }
        for compiler in compilers where FileManager.default.isExecutableFile(atPath: compiler) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: compiler)
            process.arguments = ["-shared", "-fPIC", "-O1", "-o", output, source, "-ldl"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            process.waitUntilExit()
            if process.terminationStatus == 0 { return (output, nil) }
        }
        return (nil, Problem(description: "no C compiler (cc, clang or gcc) could build the full-disk library"))
        #else
        return (nil, Problem(description: "the full-disk library works on Linux only (LD_PRELOAD)"))
        #endif
    }()

    private static let cSource = #"""
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <errno.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <sys/stat.h>
        #include <sys/uio.h>
        #include <unistd.h>

        /* Whether fd is a regular file under $VIPER_TEST_FULL_DISK. */
        static int full(int fd) {
            const char *folder = getenv("VIPER_TEST_FULL_DISK");
            if (folder == NULL || *folder == 0) return 0;
            struct stat status;
            if (fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) return 0;
            char link[64], target[4096];
            snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
            ssize_t length = readlink(link, target, sizeof target - 1);
            if (length < 0) return 0;
            target[length] = 0;
            return strncmp(target, folder, strlen(folder)) == 0;
        }

        ssize_t write(int fd, const void *bytes, size_t count) {
            static ssize_t (*real)(int, const void *, size_t);
            if (!real) real = dlsym(RTLD_NEXT, "write");
            if (count > 0 && full(fd)) { errno = ENOSPC; return -1; }
            return real(fd, bytes, count);
        }

        ssize_t pwrite(int fd, const void *bytes, size_t count, off_t offset) {
            static ssize_t (*real)(int, const void *, size_t, off_t);
            if (!real) real = dlsym(RTLD_NEXT, "pwrite");
            if (count > 0 && full(fd)) { errno = ENOSPC; return -1; }
            return real(fd, bytes, count, offset);
        }

        ssize_t pwrite64(int fd, const void *bytes, size_t count, off_t offset) {
            static ssize_t (*real)(int, const void *, size_t, off_t);
            if (!real) real = dlsym(RTLD_NEXT, "pwrite64");
            if (count > 0 && full(fd)) { errno = ENOSPC; return -1; }
            return real(fd, bytes, count, offset);
        }

        ssize_t writev(int fd, const struct iovec *vectors, int count) {
            static ssize_t (*real)(int, const struct iovec *, int);
            if (!real) real = dlsym(RTLD_NEXT, "writev");
            if (count > 0 && full(fd)) { errno = ENOSPC; return -1; }
            return real(fd, vectors, count);
        }
        """#
}
