/*
 * dirs.c - the directory stack of bash: dirs, pushd and popd.
 *
 * The stack is the indexed array DIRSTACK itself: element 0 is always the
 * current directory ($PWD, refreshed whenever one of these builtins runs),
 * elements 1..n the remembered directories, so scripts may read it and
 * change existing elements as in bash.  (Unlike bash, DIRSTACK[0] is not
 * recomputed by a plain cd until the next dirs, pushd or popd.)
 *
 *  - Entries are counted from the left by +N and from the right by -N.
 *  - Output is the stack on one line with $HOME abbreviated to ~ (-l: in
 *    full), -p one per line, -v one per line with its index.
 *  - pushd DIR enters DIR (through cd's own bi_cd_change, CDPATH
 *    included) and pushes the old directory; pushd alone swaps the top
 *    two; pushd +N/-N rotates entry N to the top; -n changes the stack
 *    without entering a directory.  popd removes the top and enters the
 *    new top, popd +N/-N removes entry N.
 *  - Tilde expansion's ~+ ($PWD), ~- ($OLDPWD), ~N, ~+N and ~-N (the
 *    entries dirs +N and -N show) come from here (bi_dirs_tilde).
 *  - Errors use bash's words: "directory stack empty", "no other
 *    directory", "N: directory stack index out of range", "N: invalid
 *    number" plus the usage line (status 2).
 */
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../options.h"
#include "../output.h"
#include "../var.h"
#include "table.h"

/* The stack, top first: element 0 is $PWD. */
static void dirs_load(struct shell *sh, struct strvec *st)
{
	const char *pwd = rt_var_get(sh, "PWD");
	sv_pushdup(st, pwd ? pwd : ".");
	struct var *v = rt_var_find(sh, "DIRSTACK");
	if (!v || !(v->flags & VF_ARRAY))
		return;
	struct rt_aelem *el;
	size_t n = rt_var_elems(sh, v, &el);
	for (size_t i = 0; i < n; i++)
		if (el[i].idx > 0)
			sv_pushdup(st, el[i].val);
}

/* Stores the stack back into DIRSTACK, element 0 the current $PWD. */
static void dirs_store(struct shell *sh, struct strvec *st)
{
	const char *pwd = rt_var_get(sh, "PWD");
	if (pwd && st->n) {
		free(st->v[0]);
		st->v[0] = xstrdup(pwd);
	}
	struct var *v = rt_var_cell(sh, "DIRSTACK");
	if (!(v->flags & VF_ARRAY))
		rt_var_make_array(sh, v, false);
	rt_var_array_clear(sh, v);
	for (size_t i = 0; i < st->n; i++)
		rt_var_elem_set(sh, v, (int64_t)i, NULL, st->v[i], false);
}

/* DIR with $HOME abbreviated to ~ (unless LONG) onto SB. */
static void dirs_name(struct shell *sh, struct strbuf *sb, const char *dir,
		      bool lng)
{
	const char *home = rt_var_get(sh, "HOME");
	size_t n = home ? strlen(home) : 0;
	if (!lng && n && strncmp(dir, home, n) == 0 &&
	    (dir[n] == '/' || !dir[n]) && strcmp(home, "/")) {
		sb_addc(sb, '~');
		dir += n;
	}
	sb_adds(sb, dir);
}

/* Prints the stack: mode 0 on one line, 'p' one per line, 'v' with
 * indices; only entry ONLY when it is >= 0. */
static int dirs_print(struct shell *sh, struct strvec *st, int mode, bool lng,
		      long only)
{
	struct strbuf sb;
	sb_init(&sb);
	for (size_t i = 0; i < st->n; i++) {
		if (only >= 0 && (size_t)only != i)
			continue;
		if (mode == 'v')
			sb_addf(&sb, "%2zu  ", i);
		else if (i && only < 0 && !mode)
			sb_addc(&sb, ' ');
		dirs_name(sh, &sb, st->v[i], lng);
		if (mode || only >= 0)
			sb_addc(&sb, '\n');
	}
	if (!mode && only < 0)
		sb_addc(&sb, '\n');
	int status = 0;
	if (rt_out_write(sh, 1, sb.buf, sb.len) < 0)
		status = 1;
	sb_free(&sb);
	return status;
}

/* "+N" or "-N" (ARG) as an index into a stack of N entries: 0 when it
 * is one, 1 when it is out of range (*idx untouched), -1 when ARG is no
 * number. */
static int dirs_index(const char *arg, size_t n, long *idx)
{
	const char *p = arg + 1;
	if (!*p)
		return -1;
	long v = 0;
	for (; *p; p++) {
		if (*p < '0' || *p > '9' || v > 99999999)
			return -1;
		v = v * 10 + (*p - '0');
	}
	if ((size_t)v >= n)
		return 1;
	*idx = arg[0] == '+' ? v : (long)n - 1 - v;
	return 0;
}

bool bi_dirs_tilde(struct shell *sh, const char *spec, char **dir)
{
	*dir = NULL;
	if (!strcmp(spec, "+") || !strcmp(spec, "-")) {
		const char *v = rt_var_get(sh, *spec == '+' ? "PWD" : "OLDPWD");
		*dir = v ? xstrdup(v) : NULL;
		return true;
	}
	const char *num = spec + (*spec == '+' || *spec == '-');
	if (!*num || strspn(num, "0123456789") != strlen(num))
		return false;
	struct strvec st = { 0 };
	dirs_load(sh, &st);
	struct strbuf arg;
	sb_init(&arg);
	if (num == spec)
		sb_addc(&arg, '+');
	sb_adds(&arg, spec);
	long idx;
	if (dirs_index(arg.buf, st.n, &idx) == 0)
		*dir = xstrdup(st.v[idx]);
	sb_free(&arg);
	sv_free(&st);
	return true;
}

/* An index operand's errors; returns the status. */
static int dirs_bad_index(struct shell *sh, const char *who, const char *arg,
			  int why)
{
	if (why < 0) {
		rt_err(sh, "%s: %s: invalid number", who, arg);
		return rt_builtin_usage(sh, rt_builtin_find(who));
	}
	/* dirs names the bare number, pushd and popd the operand; dirs on
	 * a stack of only the current directory says it is empty */
	if (why == 2)
		rt_err(sh, "%s: directory stack empty", who);
	else
		rt_err(sh, "%s: %s: directory stack index out of range", who,
		       strcmp(who, "dirs") ? arg : arg + 1);
	return 1;
}

BUILTIN(dirs)
{
	int mode = 0;
	bool lng = false, clear = false;
	long only = -1;
	const char *index = NULL;
	/* bash: one option per word (-lv is a bad number, not -l -v) */
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (a[0] == '+' ||
		    (a[0] == '-' && a[1] >= '0' && a[1] <= '9')) {
			index = a;
			continue;
		}
		if (a[0] != '-' || !a[1]) {
			rt_err(sh, "dirs: %s: invalid option", a);
			return rt_builtin_usage(sh, rt_builtin_find("dirs"));
		}
		if (!strcmp(a, "--"))
			continue;
		if (a[2] || !strchr("clpv", a[1]))
			return dirs_bad_index(sh, "dirs", a, -1);
		if (a[1] == 'c')
			clear = true;
		else if (a[1] == 'l')
			lng = true;
		else
			mode = mode == 'v' ? 'v' : a[1];
	}
	struct strvec st = { 0 };
	dirs_load(sh, &st);
	int status = 0;
	if (clear) {
		st.n = 1;
		for (size_t k = 1; st.v[k]; k++) {
			free(st.v[k]);
			st.v[k] = NULL;
		}
		dirs_store(sh, &st);
	} else if (index) {
		int why = dirs_index(index, st.n, &only);
		if (why > 0 && st.n == 1)
			why = 2;
		status = why ? dirs_bad_index(sh, "dirs", index, why)
			     : dirs_print(sh, &st, mode, lng, only);
	} else {
		dirs_store(sh, &st);
		status = dirs_print(sh, &st, mode, lng, -1);
	}
	sv_free(&st);
	return status;
}

/* Rotates ST so that entry IDX is on top. */
static void dirs_rotate(struct strvec *st, size_t idx)
{
	for (; idx; idx--) {
		char *top = st->v[0];
		memmove(st->v, st->v + 1, (st->n - 1) * sizeof *st->v);
		st->v[st->n - 1] = top;
	}
}

/* Removes entry IDX of ST. */
static void dirs_remove(struct strvec *st, size_t idx)
{
	free(st->v[idx]);
	memmove(st->v + idx, st->v + idx + 1, (st->n - idx) * sizeof *st->v);
	st->n--;
}

/* Options and the one operand of pushd/popd: -n, then +N, -N or a
 * directory (pushd only).  Returns the operand index, argc when there is
 * none, or -1 after an error (*status set). */
static int dirs_operand(struct shell *sh, int argc, char **argv, bool *nocd,
			int *status)
{
	int op = -1;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "-n")) {
			*nocd = true;
		} else if (!strcmp(a, "--") && op < 0) {
			if (i + 1 < argc) /* "--" last: no operand (bash) */
				op = ++i;
		} else if (op >= 0) {
			rt_err(sh, "%s: too many arguments", argv[0]);
			*status = 1;
			return -1;
		} else if (a[0] == '-' && a[1] &&
			   !(a[1] >= '0' && a[1] <= '9')) {
			rt_err(sh, "%s: %s: invalid number", argv[0], a);
			*status =
				rt_builtin_usage(sh, rt_builtin_find(argv[0]));
			return -1;
		} else {
			op = i;
		}
	}
	return op < 0 ? argc : op;
}

/* Enters the top of ST (after a rotation or popd) and saves the stack;
 * a failure leaves DIRSTACK as it was. */
static int dirs_enter_top(struct shell *sh, const char *who, struct strvec *st,
			  bool nocd)
{
	if (!nocd && bi_cd_change(sh, who, st->v[0],
				  (sh->opts & OPT_PHYSICAL) != 0, false))
		return 1;
	dirs_store(sh, st);
	return dirs_print(sh, st, 0, false, -1);
}

BUILTIN(pushd)
{
	bool nocd = false;
	int status = 0;
	int op = dirs_operand(sh, argc, argv, &nocd, &status);
	if (op < 0)
		return status;
	struct strvec st = { 0 };
	dirs_load(sh, &st);
	const char *a = op < argc ? argv[op] : NULL;
	long idx;
	if (!a || a[0] == '+' || (a[0] == '-' && a[1])) {
		if (st.n < 2) {
			rt_err(sh, "pushd: no other directory");
			status = 1;
		} else if (!a) {
			char *t = st.v[0];
			st.v[0] = st.v[1];
			st.v[1] = t;
			status = dirs_enter_top(sh, "pushd", &st, nocd);
		} else {
			int why = dirs_index(a, st.n, &idx);
			if (why) {
				status = dirs_bad_index(sh, "pushd", a, why);
			} else {
				dirs_rotate(&st, (size_t)idx);
				status = dirs_enter_top(sh, "pushd", &st, nocd);
			}
		}
	} else if (nocd) {
		/* -n DIR: remembered below the top, nothing entered */
		sv_push(&st, NULL);
		memmove(st.v + 2, st.v + 1, (st.n - 2) * sizeof *st.v);
		st.v[1] = xstrdup(a);
		dirs_store(sh, &st);
		status = dirs_print(sh, &st, 0, false, -1);
	} else if (bi_cd_change(sh, "pushd", a, (sh->opts & OPT_PHYSICAL) != 0,
				false)) {
		status = 1;
	} else {
		/* the old directory moves down; the new $PWD becomes 0 */
		sv_push(&st, NULL);
		memmove(st.v + 1, st.v, (st.n - 1) * sizeof *st.v);
		st.v[0] = xstrdup("");
		dirs_store(sh, &st);
		status = dirs_print(sh, &st, 0, false, -1);
	}
	sv_free(&st);
	return status;
}

BUILTIN(popd)
{
	bool nocd = false;
	int status = 0;
	int op = dirs_operand(sh, argc, argv, &nocd, &status);
	if (op < 0)
		return status;
	const char *a = op < argc ? argv[op] : NULL;
	if (a && a[0] != '+' && a[0] != '-') {
		rt_err(sh, "popd: %s: invalid argument", a);
		return rt_builtin_usage(sh, rt_builtin_find("popd"));
	}
	struct strvec st = { 0 };
	dirs_load(sh, &st);
	long idx = nocd && !a ? 1 : 0;
	int why = a ? dirs_index(a, st.n, &idx) : 0;
	if (st.n < 2) {
		rt_err(sh, "popd: directory stack empty");
		status = 1;
	} else if (why) {
		status = dirs_bad_index(sh, "popd", a, why);
	} else if (idx == 0) {
		dirs_remove(&st, 0);
		status = dirs_enter_top(sh, "popd", &st, nocd);
	} else {
		dirs_remove(&st, (size_t)idx);
		dirs_store(sh, &st);
		status = dirs_print(sh, &st, 0, false, -1);
	}
	sv_free(&st);
	return status;
}
