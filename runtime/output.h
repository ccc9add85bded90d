/*
 * output.h - the shell's own buffered standard output and error
 * (output.c).
 *
 * Invariants:
 *  - Builtins never use stdio: they write fds 1 and 2 through these
 *    functions, and whatever lets another process or a new descriptor see
 *    fd 1 calls rt_out_flush_all first (rt_out_before_fork before a fork).
 */
#ifndef QUIRL_OUTPUT_H
#define QUIRL_OUTPUT_H

#include <stddef.h>

struct shell;

/* output.c.  Buffered writes to fds 1 and 2 (2 flushes fd 1 first and is
 * written through).  Return 0, or -1 with errno set (EPIPE, ENOSPC...). */
int rt_out_write(struct shell *sh, int fd, const char *buf, size_t len);
int rt_outs(struct shell *sh, int fd, const char *s);
int rt_outf(struct shell *sh, int fd, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int rt_out_flush(struct shell *sh, int fd);
int rt_out_flush_all(struct shell *sh);
/* rt_out_flush_all, and sets up what children should inherit (rt_fork). */
void rt_out_before_fork(struct shell *sh);
/* Makes SH the shell whose buffered output a dying process writes out:
 * rt_out_rescue, called from signal context (trap.c's fatal handler) and
 * by util_oom, writes what it holds without allocating. */
void rt_out_guard(struct shell *sh);
void rt_out_rescue(void);
/* Frees SH's buffers (rt_shell_free), unflushed. */
void rt_out_free(struct shell *sh);

#endif
