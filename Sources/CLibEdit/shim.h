#ifndef VIPER_SHELL_CLIBEDIT_SHIM_H
#define VIPER_SHELL_CLIBEDIT_SHIM_H
// libedit's native API (EditLine, History, Tokenizer). The executable's line
// reader is the only user; the runtime and the shell engine never import it.
#include <stdio.h>
#include <signal.h>
#include <sys/select.h>
#include <pthread.h>
#include <histedit.h>

// `el_set` and `history` are C variadic functions, which Swift cannot call.
// These typed wrappers fix one argument list per operation the line reader
// uses; each is a one-line forward to libedit and keeps no state.

/// Prompt callback: returns the prompt text (valid until the next call).
typedef char *(*viper_el_prompt_fn)(EditLine *);
/// Editor function callback (EL_ADDFN): returns one of the CC_* codes.
typedef unsigned char (*viper_el_command_fn)(EditLine *, int);

/// el_init on the process's standard streams (Swift 6 cannot read the C
/// `stdin`/`stdout`/`stderr` globals safely).
static inline EditLine *viper_el_init_standard_streams(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

/// EL_PROMPT_ESC: `ignore` brackets invisible characters (escape sequences).
static inline int viper_el_set_prompt(EditLine *el, viper_el_prompt_fn fn, char ignore) {
    return el_set(el, EL_PROMPT_ESC, fn, ignore);
}

/// EL_EDITOR: "emacs" or "vi".
static inline int viper_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

/// EL_SIGNAL: 1 lets libedit restore the terminal when a signal arrives.
static inline int viper_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

/// EL_ADDFN: registers a named editor function.
static inline int viper_el_add_function(EditLine *el, const char *name, const char *help,
                                        viper_el_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/// EL_BIND: binds a key sequence (e.g. "^I") to a named editor function.
static inline int viper_el_bind(EditLine *el, const char *keys, const char *function) {
    return el_set(el, EL_BIND, keys, function, (const char *)NULL);
}

/// EL_HIST: connects a History to the editor (Up/Down, Ctrl-P/Ctrl-N).
static inline int viper_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

/// H_SETSIZE: the most entries the History keeps.
static inline int viper_history_set_size(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

/// H_SETUNIQUE: 1 drops an entry equal to the one before it.
static inline int viper_history_set_unique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}

/// H_ENTER: appends an entry.
static inline int viper_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

/// Character reader callback (EL_GETCFN): 1 and a character, 0 at end of input, -1 on error.
typedef int (*viper_el_read_fn)(EditLine *, wchar_t *);

/// EL_GETCFN: replaces libedit's character reader.
static inline int viper_el_set_read_function(EditLine *el, viper_el_read_fn fn) {
    return el_set(el, EL_GETCFN, fn);
}

/// Waits until `fd` is readable, with `signals` unblocked only while waiting
/// (pselect), so a signal the caller blocked is either handled before the
/// wait starts or interrupts it: never lost in between. Returns 1 when
/// readable, -1 with errno set (EINTR: a signal was handled).
static inline int viper_wait_readable_unblocking(int fd, const sigset_t *signals) {
    sigset_t mask;
    fd_set readable;
    if (pthread_sigmask(SIG_SETMASK, NULL, &mask) != 0) return -1;
    for (int signo = 1; signo < NSIG; signo++) {
        if (sigismember(signals, signo) == 1) sigdelset(&mask, signo);
    }
    FD_ZERO(&readable);
    FD_SET(fd, &readable);
    return pselect(fd + 1, &readable, NULL, NULL, NULL, &mask) > 0 ? 1 : -1;
}

/// Writes `text` to the C `stdout` stream (the one libedit draws on) and flushes it.
static inline void viper_write_standard_output(const char *text) {
    fputs(text, stdout);
    fflush(stdout);
}

#endif
