/*
 * read.c - the read utility (POSIX XCU read plus bash's -a -d -e -i -n -N
 * -p -s -t -u).  -e is accepted and reads as plain read does (Quirl has no
 * line editor for read), so -i TEXT, which only seeds that editor, has no
 * effect; -N NCHARS reads exactly NCHARS characters, the delimiter being
 * an ordinary character, and assigns them unsplit.
 *
 * Input: no byte after the delimiter may be consumed, because the rest of
 * standard input belongs to whatever runs next.  A seekable descriptor is
 * read in blocks; pipes and terminals are read one byte at a time.  The
 * unused tail of a block stays read ahead after the read (sh->read_spare,
 * `kept`), so that the next read of the same descriptor continues from it
 * without a system call, as long as nothing else can see the descriptor's
 * offset: everything that could (a fork, spawn or exec, a pipeline, any
 * redirection made or undone, the shell's exit, the shell reading its
 * script, a read of another descriptor) first calls bi_read_input_sync,
 * which gives the tail back with lseek.  rt_out_flush_all is that point
 * for most of them, as it is already for buffered output; redir.c calls
 * it for every descriptor it changes.
 *
 * The line is kept as bytes plus a parallel splitter mark per byte: a
 * character that followed a backslash (without -r) is SPLIT_KEEP, literal
 * and never an IFS delimiter.  Splitting is expansion's (rt_split_next,
 * XCU 2.6.5) with the read page's last field: leading IFS white space is
 * skipped, each field ends at one delimiter (IFS white space around a
 * non-white-space IFS character belongs to it), and the last name
 * receives the unsplit rest minus trailing IFS white space; a rest that is
 * exactly one field plus its terminating delimiter loses that delimiter.
 * With no names, REPLY receives the line unsplit; with -a NAME every
 * field is an element of the array NAME.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "builtins.h"
#include "../error.h"
#include "../expand.h"
#include "../mb.h"
#include "../output.h"
#include "../redir.h"
#include "../trap.h"
#include "../var.h"
#include "read.h"
#include "table.h"

struct rd_opts {
	bool raw, silent;
	int delim;   /* byte value */
	long nchars; /* -1: unlimited */
	bool exact;  /* -N: nchars bytes whatever they are, unsplit */
	const char *prompt;
	const char *array; /* -a NAME */
	double timeout;    /* < 0: none */
	int fd;            /* -u FD; 0 by default */
};

struct rd_line {
	struct strbuf s;
	/* per byte: SPLIT_KEEP when escaped; kept only from a line's first
	 * escaped byte on (marked), the splitter's unmarked loop before */
	VEC(unsigned char) mark;
	bool marked;
};

struct rd_input {
	struct shell *sh;
	int fd;
	char buf[4096];
	size_t pos, len;
	bool seekable;
	int err; /* errno of a failed read(2), 0 at end of file */
	/* in sh->read_spare: fd is still the descriptor read, and buf[pos..len)
	 * lies ahead of its offset (given back by bi_read_input_sync) */
	bool kept;
	struct timespec deadline;
	bool timed;
	struct rd_line line; /* read's line, its memory kept with the input */
};

/* Waits for input until the deadline: 1 ready, 0 timed out.  The
 * deadline bounds the whole read, as bash's alarm does: input that keeps
 * coming without ending the line times out too. */
static int rd_wait(struct rd_input *in)
{
	if (!in->timed)
		return 1;
	for (;;) {
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		double ms = (double)(in->deadline.tv_sec - now.tv_sec) * 1e3 +
			    (double)(in->deadline.tv_nsec - now.tv_nsec) / 1e6;
		if (ms <= 0)
			return 0;
		struct pollfd p = { .fd = in->fd, .events = POLLIN };
		int wait = (int)ms + (ms > (int)ms); /* round up */
		int r = poll(&p, 1, wait);
		if (r >= 0 || errno != EINTR)
			return r != 0;
		if (rt_trap_pending_sig(in->sh))
			return -1; /* a trapped signal interrupts read */
	}
}

/* Next byte (read.h); on -3 the trap runs and read returns > 128
 * (POSIX). */
int bi_read_input_getc(struct rd_input *in)
{
	if (in->pos < in->len)
		return (unsigned char)in->buf[in->pos++];
	int w = rd_wait(in);
	if (w < 0)
		return -3;
	if (!w)
		return -2;
	ssize_t n;
	for (;;) {
		n = read(in->fd, in->buf, in->seekable ? sizeof in->buf : 1);
		if (n >= 0 || errno != EINTR)
			break;
		if (rt_trap_pending_sig(in->sh))
			return -3;
	}
	if (n <= 0) {
		in->err = n < 0 ? errno : 0;
		return -1;
	}
	in->len = (size_t)n;
	in->pos = 1;
	return (unsigned char)in->buf[0];
}

static void rd_push(struct rd_line *l, int c, bool esc)
{
	sb_addc(&l->s, (char)c);
	if (esc && !l->marked) { /* the bytes before were all SPLIT_MAY */
		l->mark.n = 0;
		while (l->mark.n + 1 < l->s.len)
			VEC_PUSH(l->mark, SPLIT_MAY);
		l->marked = true;
	}
	if (l->marked)
		VEC_PUSH(l->mark, esc ? SPLIT_KEEP : SPLIT_MAY);
}

/* Without -n/-N, appends the buffered bytes up to the next one that
 * rd_line must look at (the delimiter, a NUL, a backslash without -r) at
 * once: a line is mostly such a run. */
static void rd_run(struct rd_input *in, const struct rd_opts *o,
		   struct rd_line *l)
{
	const char *p = in->buf + in->pos, *e = in->buf + in->len;
	const char *q = memchr(p, o->delim, (size_t)(e - p));
	if (!q)
		q = e;
	const char *z = memchr(p, 0, (size_t)(q - p));
	if (z)
		q = z;
	if (!o->raw && (z = memchr(p, '\\', (size_t)(q - p))))
		q = z;
	size_t n = (size_t)(q - p);
	sb_addn(&l->s, p, n);
	for (size_t k = 0; l->marked && k < n; k++)
		VEC_PUSH(l->mark, SPLIT_MAY);
	in->pos += n;
}

/* -n and -N count characters: after the first byte of one, its other
 * bytes.  As bash, a byte that makes the sequence invalid still belongs
 * to it (mb.h); returns rd_line's codes at an error, else 0. */
static int rd_rest_of_char(struct rd_input *in, struct rd_line *l, bool esc)
{
	size_t start = l->s.len - 1;
	while (!mb_prefix(l->s.buf + start, l->s.len - start)) {
		int c = bi_read_input_getc(in);
		if (c <= 0) /* the caller sees an end of file again */
			return c == -3 ? 3 : c == -2 ? 2 : 0;
		rd_push(l, c, esc);
	}
	return 0;
}

/* Reads one logical line; returns 0, 1 at EOF, 2 on timeout, 3 when
 * interrupted by a trapped signal. */
static int rd_line(struct rd_input *in, const struct rd_opts *o,
		   struct rd_line *l)
{
	sb_reset(&l->s);
	sb_addn(&l->s, "", 0);
	l->mark.n = 0;
	l->marked = false;
	for (long count = 0; o->nchars < 0 || count < o->nchars;) {
		if (o->nchars < 0 && in->pos < in->len)
			rd_run(in, o, l);
		int c = bi_read_input_getc(in);
		if (c < 0)
			return c == -3 ? 3 : c == -2 ? 2 : 1;
		if (c == o->delim && !o->exact)
			return 0;
		if (c == 0)
			continue; /* a NUL cannot be part of a value */
		bool esc = c == '\\' && !o->raw;
		if (esc) {
			c = bi_read_input_getc(in);
			if (c < 0)
				return c == -3 ? 3 : c == -2 ? 2 : 1;
			if (c == '\n')
				continue; /* line continuation */
		}
		rd_push(l, c, esc);
		if (o->nchars < 0)
			continue;
		if (c >= 0x80 && mb_utf8) {
			int r = rd_rest_of_char(in, l, esc);
			if (r)
				return r;
		}
		count++;
	}
	return 0;
}

/* Assigns the fields of the line to the names, by the one splitter
 * (rt_split_next): escaped bytes are SPLIT_KEEP, the last name takes the
 * rest of the line. */
static int rd_assign(struct shell *sh, char **names, int n,
		     const struct rd_line *l)
{
	if (n == 0)
		return rt_var_set(sh, "REPLY", sb_str(&l->s), 0) < 0 ? 1 : 0;
	const char *s = sb_str(&l->s);
	struct ifs_split sp;
	struct split_field f;
	int status = 0;
	struct stk_mark m = stk_mark(&sh->stk);
	rt_split_begin(sh, &sp, s, l->s.len, l->marked ? l->mark.v : NULL,
		       (size_t)n);
	for (int k = 0; k < n; k++) {
		const char *v = rt_split_next(&sp, &f, 1)
					? stk_strndup(&sh->stk, s + f.start,
						      f.end - f.start)
					: "";
		if (rt_var_set_operand(sh, names[k], v) < 0)
			status = 1;
	}
	stk_release(&sh->stk, m);
	return status;
}

/* read -a NAME: every field, in order, becomes an element of the
 * indexed array NAME, which is emptied first. */
static int rd_assign_array(struct shell *sh, const char *name,
			   const struct rd_line *l)
{
	if (rt_var_unset(sh, name) < 0)
		return 1;
	struct var *v = rt_var_cell(sh, name);
	rt_var_make_array(sh, v, false);
	v->flags &= ~VF_UNSET;
	const char *s = sb_str(&l->s);
	struct ifs_split sp;
	struct split_field f[16];
	int status = 0;
	int64_t k = 0;
	size_t got;
	rt_split_begin(sh, &sp, s, l->s.len, l->marked ? l->mark.v : NULL, 0);
	while ((got = rt_split_next(&sp, f, 16)) > 0) {
		for (size_t j = 0; j < got; j++) {
			char *e =
				xstrndup(s + f[j].start, f[j].end - f[j].start);
			if (rt_var_elem_set(sh, v, k++, NULL, e, false) < 0)
				status = 1;
			free(e);
		}
	}
	return status;
}

/* read -N: the characters read, unsplit, go to the first name (or the
 * one element of -a's array, or REPLY); further names become empty. */
static int rd_assign_whole(struct shell *sh, const char *array, char **names,
			   int n, const struct rd_line *l)
{
	const char *s = sb_str(&l->s);
	if (array) {
		if (rt_var_unset(sh, array) < 0)
			return 1;
		struct var *v = rt_var_cell(sh, array);
		rt_var_make_array(sh, v, false);
		v->flags &= ~VF_UNSET;
		return rt_var_elem_set(sh, v, 0, NULL, s, false) < 0;
	}
	if (n == 0)
		return rt_var_set(sh, "REPLY", s, 0) < 0;
	int status = 0;
	for (int k = 0; k < n; k++)
		if (rt_var_set_operand(sh, names[k], k ? "" : s) < 0)
			status = 1;
	return status;
}

/* A timeout as bash reads one: an optional sign, digits and an optional
 * fraction ("", "." and "-0" are 0; no blanks, exponents or hex); a
 * negative value is refused.  Values past 10^9 seconds wait as long. */
static bool rd_timeout(const char *s, double *out)
{
	bool neg = *s == '-';
	double t = 0, scale = 1;
	int digits = 0;
	if (*s == '-' || *s == '+')
		s++;
	for (; *s >= '0' && *s <= '9'; s++, digits++)
		t = t * 10 + (*s - '0');
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++)
			t += (*s - '0') * (scale /= 10);
	if (*s || digits > 18 || (neg && t != 0))
		return false;
	*out = t < 1e9 ? t : 1e9;
	return true;
}

static int rd_num_arg(struct shell *sh, const char *s, struct rd_opts *o,
		      char opt)
{
	char *end;
	errno = 0;
	if (opt == 'n') {
		long v = strtol(s, &end, 10);
		if (*s && !*end && !errno && v >= 0) {
			o->nchars = v;
			return 0;
		}
		rt_err(sh, "read: %s: invalid number", s);
		return -1;
	}
	if (rd_timeout(s, &o->timeout))
		return 0;
	rt_err(sh, "read: %s: invalid timeout specification", s);
	return -1;
}

/* -u FD: a descriptor the script may use (not one the shell keeps for
 * itself: rt_redir_hidden_fd). */
int bi_read_fd_arg(struct shell *sh, const char *cmd, const char *s)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (!*s || *end || errno || v < 0 || v > INT_MAX) {
		rt_err(sh, "%s: %s: invalid file descriptor specification", cmd,
		       s);
		return -1;
	}
	int fl = fcntl((int)v, F_GETFD);
	if (fl < 0 || rt_redir_hidden_fd(sh, (int)v, fl)) {
		rt_err(sh, "%s: %s: invalid file descriptor: %s", cmd, s,
		       strerror(EBADF));
		return -1;
	}
	return (int)v;
}

/* Parses the options; returns the index of the first name, -1 after a
 * usage error or -2 after a bad option value. */
static int rd_parse(struct shell *sh, int argc, char **argv, struct rd_opts *o)
{
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv,
				      "rsea:d:i:n:N:p:t:u:"))) {
		const char *arg = g.arg;
		if (c == '?')
			return -1;
		if (c == 'r' || c == 's')
			*(c == 'r' ? &o->raw : &o->silent) = true;
		else if (c == 'e' || c == 'i')
			; /* no line editing: a plain read; -i TEXT only
			   * seeds -e's editor */
		else if (c == 'a')
			o->array = arg;
		else if (c == 'd')
			o->delim = (unsigned char)arg[0];
		else if (c == 'p')
			o->prompt = arg;
		else if (c == 'u'
				 ? (o->fd = bi_read_fd_arg(sh, "read", arg)) < 0
				 : rd_num_arg(sh, arg, o, c == 'N' ? 'n' : c) <
					   0)
			return -2; /* a bad value: status 1 (bash) */
		if (c == 'n' || c == 'N')
			o->exact = c == 'N';
	}
	return g.ind;
}

static void rd_set_deadline(struct rd_input *in, double t)
{
	clock_gettime(CLOCK_MONOTONIC, &in->deadline);
	double whole = (double)(time_t)t; /* t >= 0: truncation is floor */
	in->deadline.tv_sec += (time_t)whole;
	in->deadline.tv_nsec += (long)((t - whole) * 1e9);
	if (in->deadline.tv_nsec >= 1000000000L) {
		in->deadline.tv_sec++;
		in->deadline.tv_nsec -= 1000000000L;
	}
	in->timed = true;
}

/* Gives back what IN read ahead of FD's offset. */
static void rd_give_back(struct rd_input *in)
{
	if (in->seekable && in->pos < in->len)
		lseek(in->fd, -(off_t)(in->len - in->pos), SEEK_CUR);
	in->pos = in->len = 0;
	in->kept = false;
}

void bi_read_input_sync(struct shell *sh)
{
	if (sh->read_spare && sh->read_spare->kept)
		rd_give_back(sh->read_spare);
}

struct rd_input *bi_read_input_begin(struct shell *sh, int fd, double timeout)
{
	/* not calloc: clearing the 4 KB buffer per read was a fifth of a
	 * read loop's instructions; and the last one is kept for the next
	 * read (a 4 KB malloc and free is not cheap either) */
	struct rd_input *in = sh->read_spare;
	if (in) {
		sh->read_spare = NULL;
		if (in->kept && in->fd != fd)
			rd_give_back(in);
	} else {
		in = xmalloc(sizeof *in);
		in->line = (struct rd_line){ 0 };
		in->kept = false;
	}
	in->sh = sh;
	in->timed = false;
	in->err = 0;
	if (!in->kept) { /* else the same descriptor, read ahead */
		in->fd = fd;
		in->pos = in->len = 0;
		in->seekable = lseek(in->fd, 0, SEEK_CUR) >= 0;
	}
	in->kept = false;
	if (timeout >= 0)
		rd_set_deadline(in, timeout);
	return in;
}

void bi_read_input_end(struct rd_input *in)
{
	if (in->sh->read_spare) { /* a read inside mapfile's callback */
		rd_give_back(in);
		bi_read_input_free(in);
		return;
	}
	in->kept = in->seekable;
	in->sh->read_spare = in;
}

void bi_read_input_free(struct rd_input *in)
{
	if (!in)
		return;
	sb_free(&in->line.s);
	VEC_FREE(in->line.mark);
	free(in);
}

/* Reads into in->line with the terminal set up as the options ask;
 * returns rd_line's. */
static int rd_read(struct shell *sh, const struct rd_opts *o,
		   struct rd_input *in)
{
	/* (isatty is a system call: only asked when it matters) */
	bool tty = (o->prompt || o->silent) && isatty(in->fd);
	if (o->prompt && tty)
		rt_outs(sh, 2, o->prompt);
	struct termios saved, t;
	bool restore = o->silent && tty && tcgetattr(in->fd, &saved) == 0;
	if (restore) {
		t = saved;
		t.c_lflag &= ~(tcflag_t)ECHO;
		tcsetattr(in->fd, TCSANOW, &t);
	}
	int r = rd_line(in, o, &in->line);
	if (restore)
		tcsetattr(in->fd, TCSANOW, &saved);
	return r;
}

BUILTIN(read)
{
	struct rd_opts o = { .delim = '\n', .nchars = -1, .timeout = -1 };
	int i = rd_parse(sh, argc, argv, &o);
	if (i < 0)
		return i == -1 ? 2 : 1;
	for (int k = i; k < argc; k++) {
		if (!rt_valid_ref(argv[k])) {
			rt_err(sh, "read: `%s': not a valid identifier",
			       argv[k]);
			return 1;
		}
	}
	if (o.array && !rt_valid_name(o.array)) {
		rt_err(sh, "read: `%s': not a valid identifier", o.array);
		return 1;
	}
	/* TMOUT > 0 is the timeout when -t gives none (bash) */
	const char *tmout = o.timeout < 0 ? rt_var_get(sh, "TMOUT") : NULL;
	double t;
	if (tmout && rd_timeout(tmout, &t) && t > 0)
		o.timeout = t;
	if (o.timeout == 0) {
		/* -t 0 only asks whether input is available */
		rt_out_flush_all(sh);
		struct pollfd p = { .fd = o.fd, .events = POLLIN };
		return poll(&p, 1, 0) > 0 ? 0 : 1;
	}
	/* the input first: flushing output gives back what another read
	 * kept ahead, and this read may continue from it */
	struct rd_input *in = bi_read_input_begin(sh, o.fd, o.timeout);
	rt_out_flush_all(sh);
	const struct rd_line *l = &in->line;
	int r = rd_read(sh, &o, in);
	if (in->err) /* bash: the message, status 1 as at end of file */
		rt_err(sh, "read: read error: %d: %s", o.fd, strerror(in->err));
	int status = r == 3   ? 128 + rt_trap_pending_sig(sh)
		     : r == 2 ? 128 + 14
			      : r;
	/* partial input is assigned even after EOF or a timeout (bash) */
	if (o.exact   ? rd_assign_whole(sh, o.array, argv + i, argc - i, l)
	    : o.array ? rd_assign_array(sh, o.array, l)
		      : rd_assign(sh, argv + i, argc - i, l))
		status = 1;
	bi_read_input_end(in);
	return status;
}
