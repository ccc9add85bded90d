/*
 * ptylib.h - drive a program through a pseudo-terminal: shared by the PTY
 * test driver (ptydrive.c) and the latency tool (bench/quirl-bench.c).
 *
 * Invariants:
 *  - Self-contained (libc and libutil only), so both tools build with one
 *    gcc command line and without the shell's library.
 *  - Everything the child writes is kept in pty_proc.buf; pty_expect
 *    searches from pty_proc.mark and moves the mark past the match, so a
 *    test matches output in order and never the same bytes twice.
 *  - Waits take a timeout only to avoid hangs; nothing measures time except
 *    through pty_now_ns, which the benchmark uses.
 *  - The screen model (pty_screen) understands the subset of xterm output
 *    that libedit, bash and zsh produce: printable UTF-8, CR, LF, BS, TAB,
 *    CSI cursor motion (A B C D G H f), erase (J K), SGR and modes
 *    (ignored), with xterm's deferred autowrap.  Cells hold one byte
 *    sequence each.
 */
#ifndef QUIRL_PTYLIB_H
#define QUIRL_PTYLIB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct pty_screen;

struct pty_proc {
	pid_t pid;
	int fd;    /* master side */
	char *buf; /* all output so far, NUL-terminated */
	size_t len, cap;
	size_t mark; /* pty_expect searches from here */
	bool eof;
	int status; /* wait status once reaped */
	bool reaped;
	struct pty_screen *screen; /* NULL unless pty_spawn got rows > 0 */
};

uint64_t pty_now_ns(void);
/* Starts argv[0] (PATH is searched) on a new PTY of ROWS x COLS with
 * environment ENVP.  Returns 0 or -1. */
int pty_spawn(struct pty_proc *p, char *const argv[], char *const envp[],
	      int rows, int cols);
/* Sets the terminal size (and the screen model's) and sends SIGWINCH. */
int pty_resize(struct pty_proc *p, int rows, int cols);
int pty_send(struct pty_proc *p, const char *s, size_t n);
int pty_sends(struct pty_proc *p, const char *s);
/* Reads what is available within TIMEOUT_MS: >0 bytes, 0 timeout, -1 EOF. */
int pty_read(struct pty_proc *p, int timeout_ms);
/* Waits until NEEDLE occurs after the mark; moves the mark past it.
 * Returns 0, or -1 on timeout or end of output. */
int pty_expect(struct pty_proc *p, const char *needle, int timeout_ms);
/* Waits until the terminal is in non-canonical mode (a line editor is
 * reading keys).  Returns 0, or -1 on timeout. */
int pty_wait_raw(struct pty_proc *p, int timeout_ms);
/* Waits for the child to exit; returns its wait status or -1 (timeout:
 * the child is killed). */
int pty_wait(struct pty_proc *p, int timeout_ms);
void pty_close(struct pty_proc *p);
/* Writes the tail of the output with control bytes made visible. */
void pty_dump_tail(const struct pty_proc *p, size_t max, int fd);

/* Screen model. */
struct pty_screen *pty_screen_new(int rows, int cols);
void pty_screen_free(struct pty_screen *s);
void pty_screen_resize(struct pty_screen *s, int rows, int cols);
void pty_screen_feed(struct pty_screen *s, const char *data, size_t n);
/* Row R (0-based) with trailing blanks removed; static buffer. */
const char *pty_screen_row(struct pty_screen *s, int r);
void pty_screen_cursor(const struct pty_screen *s, int *row, int *col);
void pty_screen_dump(struct pty_screen *s, int fd);

#endif
