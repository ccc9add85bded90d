/*
 * vars.c - the variable attribute built-ins: export, readonly and unset
 * (special); local shares declare's code (declare.c).
 *
 * The evaluator passes "NAME=value" operands of the declaration utilities
 * export and readonly as single, already expanded words, so an operand is
 * split at its first '='.  The attribute and readonly checks
 * live in var.c, which prints "NAME: readonly variable" itself; these
 * builtins only add messages for what var.c cannot know.
 *
 * Choices where shells differ:
 *  - An invalid name is "export: `a-b=1': not a valid identifier" (bash,
 *    the whole operand, also in posix mode), status 1; like every failure of
 *    export, readonly and unset it is a special built-in error, so a
 *    non-interactive shell exits (POSIX 2.8.1; dash does, bash does not).
 *    The remaining operands are processed first.
 *  - export -p / readonly -p print, in posix mode, "export NAME='value'"
 *    (always quoted), or "export NAME" for a variable that has the
 *    attribute but no value; outside posix mode what declare -p prints
 *    (declare -x NAME="value"), as bash does.
 *  - export -n NAME removes the export attribute (bash).
 *  - export -f / export -nf / readonly -f NAME act on the function NAME
 *    ("NAME: not a function" when there is none); without names they
 *    list the functions that have the attribute, as declare -f would,
 *    each followed by its "declare -f[r][x] NAME" line.
 *  - unset -v touches variables only (POSIX), NAME[sub] one element of
 *    an array (bash); without -v a NAME that is no variable unsets the
 *    function of that name (bash, POSIX leaves it open); -n unsets a
 *    name reference itself rather than what it refers to; invalid names
 *    are ignored silently; unsetting what is not set is no error.
 */
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "../assign.h"
#include "../error.h"
#include "../exec.h"
#include "../options.h"
#include "../output.h"
#include "../var.h"
#include "table.h"

/* Lists cells carrying FLAG, including those without a value, which
 * rt_var_sorted leaves out. */
static int list_attr(struct shell *sh, unsigned flag, const char *cmd)
{
	struct strbuf sb;
	size_t n;
	int r = 0;
	struct var **v = rt_var_list(sh, flag, &n);
	sb_init(&sb);
	for (size_t i = 0; i < n; i++) {
		if (!(sh->opts & OPT_POSIX)) {
			rt_var_decl_line(sh, v[i], &sb);
			continue;
		}
		const char *val = rt_var_str(sh, v[i]);
		sb_addf(&sb, "%s %s", cmd, v[i]->name);
		if (val) {
			sb_addc(&sb, '=');
			rt_shell_quote_always(&sb, val);
		}
		sb_addc(&sb, '\n');
	}
	if (sb.len)
		r = rt_out_write(sh, 1, sb.buf, sb.len);
	sb_free(&sb);
	free(v);
	return r < 0 ? 1 : 0;
}

/* export -f / readonly -f: NAMES[0..n-1] get (or, with UNSET, lose) the
 * attribute; without names the functions that have it are listed. */
static int func_attr(struct shell *sh, const char *cmd, char **names, int n,
		     bool exp, bool unset)
{
	int status = 0;
	if (n == 0) {
		struct strbuf sb;
		sb_init(&sb);
		rt_func_list(sh, &sb, exp ? 'x' : 'r');
		if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0)
			status = 1;
		sb_free(&sb);
		return status;
	}
	for (int i = 0; i < n; i++) {
		struct func *f = rt_func_find(sh, names[i]);
		if (!f) {
			rt_err(sh, "%s: %s: not a function", cmd, names[i]);
			status = 1;
			continue;
		}
		if (exp) {
			f->exported = !unset;
			sh->environ_dirty = true;
		} else {
			f->readonly = true;
		}
	}
	return status ? rt_error(sh, RT_E_SPECIAL, status) : 0;
}

/* set -x: bash traces each NAME=value operand of export and readonly as
 * an assignment of its own after the command. */
static void trace_operand(struct shell *sh, const char *name, bool append,
			  const char *val)
{
	struct strbuf sb;
	struct strvec line = { 0 };
	sb_init(&sb);
	sb_addf(&sb, "%s%s", name, append ? "+=" : "=");
	if (*val)
		rt_var_quote_trace(&sb, val);
	sv_push(&line, sb_detach(&sb));
	rt_xtrace(sh, NULL, &line);
	sv_free(&line);
}

/* export and readonly share everything but the attribute. */
static int declare(struct shell *sh, int argc, char **argv, bool exp)
{
	const char *cmd = argv[0];
	int status = 0;
	bool unexport = false, funcs = false;
	char arr = 0; /* readonly -a / -A */
	/* -p is accepted and changes nothing: without operands we list. */
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv,
				      exp ? "fnp" : "faAp"))) {
		if (c == '?')
			return rt_error(sh, RT_E_SPECIAL, 2);
		if (c == 'f')
			funcs = true;
		else if (c == 'n')
			unexport = true;
		else if (c != 'p')
			arr = (char)c;
	}
	int i = g.ind;
	if (funcs)
		return func_attr(sh, cmd, argv + i, argc - i, exp, unexport);
	if (i == argc && !unexport)
		return list_attr(sh,
				 exp          ? VF_EXPORT
				 : arr == 'a' ? VF_READONLY | VF_ARRAY
				 : arr == 'A' ? VF_READONLY | VF_ASSOC
					      : VF_READONLY,
				 cmd);
	for (; i < argc; i++) {
		char *eq = strchr(argv[i], '=');
		size_t len = eq ? (size_t)(eq - argv[i]) : strlen(argv[i]);
		bool append = eq && len && eq[-1] == '+';
		if (!rt_valid_name_n(argv[i], len - append)) {
			rt_err(sh, "%s: `%s': not a valid identifier", cmd,
			       argv[i]);
			status = 1;
			continue;
		}
		char *name = xstrndup(argv[i], len - append);
		struct var *v = rt_var_cell(sh, name);
		const char *val = eq ? eq + 1 : NULL;
		char *joined = NULL;
		bool compound = val && rt_arg_is_compound(sh, i);
		if (val && arr && !v->arr) {
			/* bash: only a value makes the array; an existing
			 * array keeps its kind whatever -a/-A say */
			rt_var_make_array(sh, v, arr == 'A');
		}
		if (val && arr && !append && val[0] == '(' &&
		    val[strlen(val) - 1] == ')')
			compound = true; /* readonly -a w='(1 2)' */
		if (val && !compound && (sh->opts & OPT_XTRACE))
			trace_operand(sh, name, append, val);
		if (compound) {
			/* NAME=(...): the array first, then the attribute */
			if (rt_assign_compound_value(sh, v, val, append) < 0)
				status = 1;
			val = NULL;
		} else if (append) {
			val = joined = rt_var_append_text(sh, v, val);
		}
		int r;
		if (unexport) {
			r = val ? rt_var_set(sh, name, val, 0) : 0;
			rt_var_clear_flags(sh, rt_var_cell(sh, name),
					   VF_EXPORT);
		} else {
			r = exp ? rt_var_export(sh, name, val)
				: rt_var_readonly(sh, name, val);
		}
		rt_var_temp_keep(sh, v);
		if (r < 0)
			status = 1;
		free(joined);
		free(name);
	}
	return status ? rt_error(sh, RT_E_SPECIAL, status) : 0;
}

BUILTIN(export)
{
	return declare(sh, argc, argv, true);
}

BUILTIN(readonly)
{
	return declare(sh, argc, argv, false);
}

/* unset's own words for a readonly V (other unsets say "readonly
 * variable"); true when V is one. */
static bool unset_readonly(struct shell *sh, const struct var *v)
{
	if (!v || !(v->flags & VF_READONLY) || (v->flags & VF_ELEM))
		return false;
	rt_err(sh, "unset: %s: cannot unset: readonly variable", v->name);
	return true;
}

/* One operand of unset -v: NAME, or NAME[sub] for one element
 * (NAME[@] and NAME[*] for the whole array). */
static int unset_var(struct shell *sh, const char *a, char mode)
{
	const char *br = strchr(a, '[');
	size_t n = strlen(a);
	if (mode == 'n' && rt_valid_name(a))
		return unset_readonly(sh, rt_var_find_own(sh, a))
			       ? -1
			       : rt_var_unset_own(sh, a);
	if (!br || a[n - 1] != ']') {
		if (!rt_valid_name(a))
			return 0;
		struct var *own = rt_var_find_own(sh, a);
		if (!mode && (!own || own->flags == VF_UNSET) &&
		    rt_func_find(sh, a))
			return rt_func_unset(sh, a);
		return unset_readonly(sh, rt_var_find(sh, a))
			       ? -1
			       : rt_var_unset(sh, a);
	}
	struct stk_mark m = stk_mark(&sh->stk);
	char *name = stk_strndup(&sh->stk, a, (size_t)(br - a));
	char *sub = stk_strndup(&sh->stk, br + 1, n - (size_t)(br - a) - 2);
	struct var *v = rt_valid_name(name) ? rt_var_find(sh, name) : NULL;
	int r = 0;
	if (unset_readonly(sh, v)) {
		r = -1;
	} else if (v && (!strcmp(sub, "@") || !strcmp(sub, "*"))) {
		r = rt_var_unset(sh, name);
	} else if (v) {
		int64_t idx = 0;
		if (!(v->flags & VF_ASSOC) &&
		    rt_var_subscript(sh, NULL, sub, &idx) < 0)
			r = -1;
		else
			r = rt_var_elem_unset(sh, v, idx, sub);
	}
	stk_release(&sh->stk, m);
	return r;
}

BUILTIN(unset)
{
	char mode = 0; /* 'f', 'v', 'n' or none */
	int status = 0;
	bool funcs = false, vars = false, ref = false;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "fvn"))) {
		if (c == '?')
			return rt_error(sh, RT_E_SPECIAL, 2);
		*(c == 'f' ? &funcs : c == 'v' ? &vars : &ref) = true;
	}
	/* -f before -n before -v, whatever their order (bash) */
	mode = funcs ? 'f' : ref ? 'n' : vars ? 'v' : 0;
	if (funcs && vars) {
		rt_err(sh, "unset: cannot simultaneously unset a function and "
			   "a variable");
		return rt_error(sh, RT_E_SPECIAL, 1);
	}
	int i = g.ind;
	for (; i < argc; i++) {
		if (mode == 'f' ? rt_func_unset(sh, argv[i]) < 0
				: unset_var(sh, argv[i], mode) < 0)
			status = 1;
	}
	return status ? rt_error(sh, RT_E_SPECIAL, status) : 0;
}
