/*
 * mapfile.c - bash's mapfile (readarray): lines of input become the
 * elements of an indexed array (MAPFILE by default).
 *
 * Options, as bash 5.2: -d DELIM (the first byte; -d '' is NUL), -n
 * COUNT (0: all), -O ORIGIN (the first index; without it the array is
 * emptied first), -s COUNT (lines skipped), -t (the delimiter removed),
 * -u FD, -C CALLBACK evaluated as "CALLBACK INDEX LINE" before every
 * QUANTUM-th line (-c, 5000 by default) is assigned.  Input is read
 * through read's reader (read.h), so no byte after the last line taken
 * is consumed.  The array is found through name references as every
 * assignment is (var.c).
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../exec.h"
#include "../output.h"
#include "../var.h"
#include "read.h"
#include "table.h"

struct mf_opts {
	int delim;
	int64_t count, origin, skip, quantum;
	bool trim, has_origin;
	int fd;
	const char *callback;
};

/* A non-negative decimal number for -n -O -s -c, else the error WHAT. */
static int mf_num(struct shell *sh, const char *cmd, const char *s,
		  int64_t *out, const char *what)
{
	char *end;
	errno = 0;
	long long v = strtoll(s, &end, 10);
	if (!*s || *end || errno || v < 0) {
		rt_err(sh, "%s: %s: %s", cmd, s, what);
		return -1;
	}
	*out = v;
	return 0;
}

/* Returns the index of the operand, -1 after a usage error (status 2),
 * -2 after a bad value (status 1). */
static int mf_parse(struct shell *sh, int argc, char **argv, struct mf_opts *o)
{
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "td:n:O:s:u:C:c:"))) {
		const char *arg = g.arg;
		int r = 0;
		switch (c) {
		case '?':
			return -1;
		case 't':
			o->trim = true;
			break;
		case 'd':
			o->delim = (unsigned char)arg[0];
			break;
		case 'n':
			r = mf_num(sh, argv[0], arg, &o->count,
				   "invalid line count");
			break;
		case 'O':
			r = mf_num(sh, argv[0], arg, &o->origin,
				   "invalid array origin");
			o->has_origin = true;
			break;
		case 's':
			r = mf_num(sh, argv[0], arg, &o->skip,
				   "invalid line count");
			break;
		case 'u':
			r = o->fd = bi_read_fd_arg(sh, argv[0], arg);
			break;
		case 'C':
			o->callback = arg;
			break;
		default: /* 'c' */
			r = mf_num(sh, argv[0], arg, &o->quantum,
				   "invalid callback quantum");
			if (!r && o->quantum == 0) {
				rt_err(sh, "%s: %s: invalid callback quantum",
				       argv[0], arg);
				r = -1;
			}
			break;
		}
		if (r < 0)
			return -2;
	}
	return g.ind;
}

/* Runs "CALLBACK INDEX LINE" (the line quoted). */
static void mf_callback(struct shell *sh, const struct mf_opts *o, int64_t idx,
			const struct strbuf *line)
{
	struct strbuf cmd;
	sb_init(&cmd);
	sb_addf(&cmd, "%s %lld ", o->callback, (long long)idx);
	rt_shell_quote_always(&cmd, sb_str(line));
	rt_eval_string(sh, cmd.buf, cmd.len);
	sb_free(&cmd);
}

/* Reads one line into LINE (delimiter kept unless -t): 1 when a line
 * was read, 0 at end of input. */
static int mf_line(struct rd_input *in, const struct mf_opts *o,
		   struct strbuf *line)
{
	sb_reset(line);
	bool any = false;
	for (;;) {
		int c = bi_read_input_getc(in);
		if (c < 0)
			return any;
		any = true;
		if (c == o->delim) {
			if (!o->trim)
				sb_addc(line, (char)c);
			return 1;
		}
		sb_addc(line, (char)c);
	}
}

BUILTIN(mapfile)
{
	struct mf_opts o = { .delim = '\n', .quantum = 5000 };
	int i = mf_parse(sh, argc, argv, &o);
	if (i < 0)
		return i == -1 ? 2 : 1;
	const char *name = i < argc ? argv[i] : "MAPFILE";
	if (!rt_valid_name(name)) {
		rt_err(sh, "%s: `%s': not a valid identifier", argv[0], name);
		return 1;
	}
	struct var *v = rt_var_find(sh, name);
	if (v && (v->flags & VF_ASSOC)) {
		rt_err(sh, "%s: %s: not an indexed array", argv[0], name);
		return 1;
	}
	if (v && (v->flags & VF_READONLY)) {
		rt_err(sh, "%s: readonly variable", name);
		return 1;
	}
	if (!o.has_origin && rt_var_unset(sh, name) < 0)
		return 1;
	v = rt_var_cell(sh, name);
	if (!v->arr) {
		bool unset = v->flags & VF_UNSET;
		rt_var_make_array(sh, v, false);
		if (unset)
			rt_var_array_clear(sh, v);
	}
	v->flags &= ~VF_UNSET;
	rt_out_flush_all(sh);
	struct rd_input *in = bi_read_input_begin(sh, o.fd, -1);
	struct strbuf line;
	sb_init(&line);
	int status = 0;
	for (int64_t k = 0; k < o.skip && mf_line(in, &o, &line); k++)
		;
	int64_t idx = o.origin;
	for (int64_t got = 0; o.count == 0 || got < o.count; got++, idx++) {
		if (!mf_line(in, &o, &line))
			break;
		if (o.callback && (got + 1) % o.quantum == 0)
			mf_callback(sh, &o, idx, &line);
		/* the callback may have changed the variable table */
		v = rt_var_cell(sh, name);
		if (rt_var_elem_set(sh, v, idx, NULL, sb_str(&line), false) <
		    0) {
			status = 1;
			break;
		}
	}
	bi_read_input_end(in);
	sb_free(&line);
	return status;
}
