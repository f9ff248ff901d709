import CLibEdit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libedit's character reader (EL_GETCFN), replaced so that Ctrl-C is never
/// lost: libedit's own reader only notices SIGINT when it interrupts a
/// `read`, so a Ctrl-C that lands while libedit is busy drawing would wait for
/// the next key. Here the signals in `LineEditorSignals.endingSignals` are
/// blocked while their flags are checked and unblocked only inside `pselect`,
/// so each is seen either way.
///
/// Bytes are decoded with `mbrtowc` in the locale the reader set (UTF-8).
enum TerminalKeyReader {
    /// Reads one character from standard input into `character`: 1 when read,
    /// 0 at end of input, -1 with errno EINTR after Ctrl-C, SIGHUP or SIGTERM
    /// (or errno on error).
    static func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        var state = mbstate_t()
        var ending = sigset_t()
        sigemptyset(&ending)
        for signo in LineEditorSignals.endingSignals {
            sigaddset(&ending, signo)
        }
        while true {
            var previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &ending, &previous)
            let signalled = LineEditorSignals.isInterruptPending || LineEditorSignals.isHangupPending
            let waited = signalled ? 0 : viper_wait_readable_unblocking(STDIN_FILENO, &ending)
            let waitError = errno
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            if signalled {
                errno = EINTR
                return -1
            }
            if waited < 0 {
                if waitError == EINTR { continue } // the loop looks at the flags again
                errno = waitError
                return -1
            }
            var byte: CChar = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 0 { return 0 }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return -1
            }
            var decoded: wchar_t = 0
            let result: Int = mbrtowc(&decoded, &byte, 1, &state)
            switch result {
            case -2:
                continue // part of a multibyte character
            case -1:
                state = mbstate_t() // not valid in the locale: dropped, as libedit does
                continue
            default:
                character.pointee = decoded
                return 1
            }
        }
    }
}
