/*
 * output.c - buffered output of builtins to fds 1 and 2.
 *
 * fd 1 is buffered; fd 2 is written through after fd 1 is flushed, so that
 * messages and output interleave as written even when both go to one file.
 * The evaluator flushes before fork/spawn/exec, before redirections change
 * or restore fd 1, before reading input, and at exit.  A failed write drops
 * the buffer (so a broken pipe does not fail every later command) and
 * reports errno to the caller.  While a command substitution runs in the
 * shell's own process (cmdsub.c), writes to fd 1 go to its capture buffer
 * instead; flushes still write what was buffered before it began.
 *
 * A shell killed by a signal or out of memory writes its buffer first
 * (rt_out_rescue, from trap.c's handler and util_oom).  That code runs in
 * signal context, so the buffer is kept consistent for it at every
 * instant: bytes are copied in before len counts them, and a flush under
 * way advances `done` as its writes succeed, so nothing is written twice.
 */
#include <errno.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "shell.h"
#include "error.h"
#include "output.h"
#include "trap.h"
#include "vsub.h"
#include "builtins/read.h"

#define OUT_CAP 8192

/* The shell whose buffer rt_out_rescue writes: the one that asked for
 * the rescue (rt_out_guard); process state, like the signal handlers. */
static struct shell *rescue_sh;

/* Writes BUF[*DONE..LEN) to FD, advancing *DONE after every write so that
 * rt_out_rescue, interrupting it, writes only the rest. */
static int write_from(int fd, const char *buf, size_t len, size_t *done)
{
	while (*done < len) {
		ssize_t n = write(fd, buf + *done, len - *done);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		*done += (size_t)n;
		atomic_signal_fence(memory_order_seq_cst);
	}
	return 0;
}

static int write_all(int fd, const char *buf, size_t len)
{
	size_t done = 0;
	return write_from(fd, buf, len, &done);
}

/* A failed write R: in a virtual subshell, a closed pipe ends the
 * subshell as SIGPIPE would end a forked one (vsub.c). */
static int out_failed(struct shell *sh, int r)
{
	if (r < 0 && errno == EPIPE && sh->vsub_sigpipe) {
		rt_vsub_broken_pipe(sh);
		errno = EPIPE;
	}
	return r;
}

int rt_out_flush(struct shell *sh, int fd)
{
	if (fd < 1 || fd > 2)
		return 0;
	struct outbuf *o = &sh->out[fd];
	if (!o->len)
		return 0;
	int r = write_from(fd, o->buf, o->len, &o->done);
	atomic_signal_fence(memory_order_seq_cst);
	o->len = 0;
	atomic_signal_fence(memory_order_seq_cst);
	o->done = 0;
	return out_failed(sh, r);
}

void rt_out_rescue(void)
{
	struct shell *sh = rescue_sh;
	if (!sh)
		return;
	for (int fd = 1; fd <= 2; fd++) {
		struct outbuf *o = &sh->out[fd];
		size_t len = o->len, done = o->done;
		if (len > done)
			write_from(fd, o->buf, len, &done);
	}
}

void rt_out_guard(struct shell *sh)
{
	rescue_sh = sh;
	util_oom_hook = rt_out_rescue;
}

void rt_out_free(struct shell *sh)
{
	if (rescue_sh == sh) {
		util_oom_hook = NULL;
		rescue_sh = NULL;
	}
	for (int i = 0; i < 3; i++) {
		free(sh->out[i].buf);
		sh->out[i].buf = NULL;
		sh->out[i].len = 0;
	}
}

/* A flush of fd 1 that no command asked for (before a message on fd 2,
 * a fork, a redirection): the output was written by commands that have
 * finished, so the loss is reported here and the shell's exit status
 * remembers it (rt_shell_exit). */
static int implicit_flush(struct shell *sh)
{
	if (rt_out_flush(sh, 1) == 0)
		return 0;
	int e = errno;
	sh->out_lost = true;
	rt_err(sh, "write error: %s", strerror(e));
	errno = e;
	return -1;
}

int rt_out_flush_all(struct shell *sh)
{
	bi_read_input_sync(sh); /* another process may see the offset too */
	int r = implicit_flush(sh);
	if (rt_out_flush(sh, 2) < 0)
		r = -1;
	return r;
}

static void stdout_buffer(struct shell *sh)
{
	struct outbuf *o = &sh->out[1];
	if (!o->buf) {
		o->buf = xmalloc(OUT_CAP);
		o->cap = OUT_CAP;
		rt_trap_guard_output(sh);
	}
}

/* Flushes, and makes fd 1's buffer exist before the fork rather than in
 * the child: the child's first request of this size would be glibc's
 * first large one there, which consolidates the fast bins, writing chunk
 * headers all over the heap it shares with the parent, a copy-on-write
 * fault per page (measured: about 100 us per subshell that writes). */
void rt_out_before_fork(struct shell *sh)
{
	rt_out_flush_all(sh);
	stdout_buffer(sh);
}

int rt_out_write(struct shell *sh, int fd, const char *buf, size_t len)
{
	if (sh->vsub_pipe_dead) { /* the subshell died of SIGPIPE */
		errno = EPIPE;
		return -1;
	}
	if (fd != 1) {
		implicit_flush(sh); /* stdout may be broken, fd may work */
		return out_failed(sh, write_all(fd, buf, len));
	}
	if (sh->out_capture) {
		sb_addn(sh->out_capture, buf, len);
		return 0;
	}
	struct outbuf *o = &sh->out[1];
	if (o->len + len > OUT_CAP) {
		if (rt_out_flush(sh, 1) < 0)
			return -1;
		if (len >= OUT_CAP)
			return out_failed(sh, write_all(1, buf, len));
	}
	stdout_buffer(sh);
	util_copy(o->buf + o->len, buf, len);
	atomic_signal_fence(memory_order_seq_cst);
	o->len += len;
	return 0;
}

int rt_outs(struct shell *sh, int fd, const char *s)
{
	return rt_out_write(sh, fd, s, strlen(s));
}

int rt_outf(struct shell *sh, int fd, const char *fmt, ...)
{
	struct strbuf sb;
	sb_init(&sb);
	va_list ap;
	va_start(ap, fmt);
	sb_vaddf(&sb, fmt, ap);
	va_end(ap);
	int r = rt_out_write(sh, fd, sb_str(&sb), sb.len);
	sb_free(&sb);
	return r;
}
