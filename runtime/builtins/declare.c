/*
 * declare.c - the declaration builtins declare (typeset) and local, and
 * the bash builtins let and shopt.
 *
 * Design and invariants:
 *  - Operands arrive expanded, as "NAME", "NAME=value", "NAME+=value" or
 *    "NAME[sub]=value"; a compound operand NAME=(...) as
 *    "NAME=('elem' ...)" (assign.c), and rt_arg_is_compound says which
 *    operands were written so.  A value "(...)" is compound when it was
 *    written so or the variable is or becomes an array, as in bash.
 *  - Attributes are applied before the value, so -i and -l/-u shape the
 *    assigned value; -r is applied last so the value can still be set.
 *  - Inside a function declare/typeset without -g create locals, as local
 *    does (bash).
 *  - declare -p prints re-readable declarations in bash's format
 *    (rt_var_decl_line): declare -a a=([0]="x" [1]="y"), declare -- s="v",
 *    declare -- s for a variable declared without a value.
 *  - -n and +n act on the name itself, whatever it refers to; other
 *    attributes and values go through a reference to its target.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "../../frontend/parser.h"
#include "../assign.h"
#include "../callstack.h"
#include "../arith.h"
#include "../error.h"
#include "../exec.h"
#include "../options.h"
#include "../output.h"
#include "../var.h"
#include "table.h"

struct decl_opts {
	unsigned set, clear; /* VF_* to add / remove */
	bool array, assoc, global, print, func, names_only;
	bool unarray; /* +a or +A */
	bool inherit; /* -I (local and declare in a function) */
};

static int parse_decl_opts(struct shell *sh, const char *cmd, int argc,
			   char **argv, struct decl_opts *o, int *ip)
{
	int i = 1;
	for (;
	     i < argc && (argv[i][0] == '-' || argv[i][0] == '+') && argv[i][1];
	     i++) {
		if (!strcmp(argv[i], "--")) {
			i++;
			break;
		}
		bool on = argv[i][0] == '-';
		for (const char *c = argv[i] + 1; *c; c++) {
			unsigned f = 0;
			switch (*c) {
			case 'a':
				o->array = on;
				break;
			case 'A':
				o->assoc = on;
				break;
			case 'g':
				o->global = on;
				break;
			case 'p':
				o->print = true;
				break;
			case 'f': /* +f: variables after all (bash) */
				o->func = on;
				break;
			case 'F':
				o->func = o->names_only = on;
				break;
			case 'I':
				o->inherit = on;
				break;
			case 'i':
				f = VF_INTEGER;
				break;
			case 'r':
				f = VF_READONLY;
				break;
			case 'x':
				f = VF_EXPORT;
				break;
			case 'l':
				f = VF_LOWER;
				break;
			case 'u':
				f = VF_UPPER;
				break;
			case 'n':
				f = VF_NAMEREF;
				break;
			case 't':
				f = VF_TRACE;
				break;
			default:
				rt_err(sh, "%s: %c%c: invalid option", cmd,
				       argv[i][0], *c);
				return -1;
			}
			if (on)
				o->set |= f;
			else
				o->clear |= f;
			if (!on && (*c == 'a' || *c == 'A'))
				o->unarray = true;
		}
	}
	/* -l and -u cancel out (bash) */
	if ((o->set & (VF_LOWER | VF_UPPER)) == (VF_LOWER | VF_UPPER))
		o->set &= ~(VF_LOWER | VF_UPPER);
	*ip = i;
	return 0;
}

/* declare -p [NAME...]; without names the variables that have every
 * attribute given (declare -x lists exported ones, as bash). */
static int print_decls(struct shell *sh, const char *cmd, int argc, char **argv,
		       int i, const struct decl_opts *o)
{
	struct strbuf sb;
	int status = 0;
	sb_init(&sb);
	if (i == argc) {
		size_t n;
		unsigned need = o->set | (o->array ? VF_ARRAY : 0) |
				(o->assoc ? VF_ASSOC : 0);
		struct var **vs = rt_var_list(sh, need, &n);
		for (size_t k = 0; k < n; k++)
			rt_var_decl_line(sh, vs[k], &sb);
		free(vs);
	}
	for (; i < argc; i++) {
		struct var *v = strchr(argv[i], '[')
					? NULL
					: rt_var_find_own(sh, argv[i]);
		if (!v || !rt_var_declared(v)) {
			rt_err(sh, "%s: %s: not found", cmd, argv[i]);
			status = 1;
			continue;
		}
		rt_var_decl_line(sh, v, &sb);
	}
	if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0)
		status = 1;
	sb_free(&sb);
	return status;
}

/* local (or local -p) without names: the function's locals. */
static int print_locals(struct shell *sh)
{
	struct strbuf sb;
	size_t n;
	struct var **vs = rt_var_locals(sh, &n);
	sb_init(&sb);
	for (size_t k = 0; k < n; k++)
		rt_var_decl_line(sh, vs[k], &sb);
	free(vs);
	int status = sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0;
	sb_free(&sb);
	return status;
}

/* Whether VALUE, assigned to V by a declaration, is a compound value
 * "(...)": always when written NAME=(...) (COMPOUND), else when the
 * variable is or becomes an array (bash: declare -a x='(a b)'). */
static bool compound_value(const struct var *v, const char *value,
			   bool compound, const struct decl_opts *o)
{
	size_t n = strlen(value);
	if (!n || value[0] != '(' || value[n - 1] != ')')
		return false;
	return compound || o->array || o->assoc || v->arr;
}

/* declare -n NAME[=target] / +n NAME: on NAME's own cell V, whatever it
 * refers to now.  Other attributes given with -n go to the reference. */
static int decl_ref(struct shell *sh, const char *cmd, struct var *v,
		    const char *value, const struct decl_opts *o)
{
	if (o->clear & VF_NAMEREF) {
		rt_var_unref(sh, v);
		return 0;
	}
	if (v->arr) {
		rt_err(sh, "%s: %s: reference variable cannot be an array", cmd,
		       v->name);
		return 1;
	}
	if ((v->flags & VF_READONLY) && (value || !(v->flags & VF_NAMEREF))) {
		rt_err(sh, "%s: %s: readonly variable", cmd, v->name);
		return 1;
	}
	char *target = NULL;
	if (value)
		target = xstrdup(value);
	else if (!(v->flags & (VF_UNSET | VF_NAMEREF)))
		target = xstrdup(rt_var_str(sh, v)); /* x=abc; declare -n x */
	int r = target ? rt_var_set_ref(sh, v, target)
		       : rt_var_set_ref(sh, v, NULL);
	if (r == -1)
		rt_err(sh, "%s: `%s': invalid variable name for name reference",
		       cmd, target);
	else if (r == -2)
		rt_err(sh,
		       "%s: %s: nameref variable self references not allowed",
		       cmd, v->name);
	free(target);
	if (r < 0)
		return 1;
	rt_var_add_flags(sh, v, o->set & (VF_READONLY | VF_EXPORT));
	return 0;
}

/* One NAME[...][=value] operand; COMPOUND: written NAME=(...). */
static int decl_operand(struct shell *sh, const char *cmd, const char *arg,
			const struct decl_opts *o, bool local, bool compound)
{
	const char *eq = strchr(arg, '=');
	const char *br = strchr(arg, '[');
	size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
	if (br && br > arg && (size_t)(br - arg) < len)
		len = (size_t)(br - arg);
	bool append = eq && eq > arg && eq[-1] == '+' && !br;
	if (append && len == (size_t)(eq - arg))
		len--;
	if (!rt_valid_name_n(arg, len)) {
		rt_err(sh, "%s: `%s': not a valid identifier", cmd, arg);
		return 1;
	}
	char *name = xstrndup(arg, len);
	char *sub = NULL;
	if (br && br > arg && (!eq || br < eq)) {
		const char *close = strchr(br, ']');
		if (!close || (eq && close > eq)) {
			rt_err(sh, "%s: `%s': not a valid identifier", cmd,
			       arg);
			free(name);
			return 1;
		}
		sub = xstrndup(br + 1, (size_t)(close - br - 1));
		append = close[1] == '+';
		if (!*sub) {
			rt_err(sh, "%s[]: bad array subscript", name);
			free(name);
			free(sub);
			return 1;
		}
	}
	int status = 0;
	bool ref = (o->set | o->clear) & VF_NAMEREF;
	struct var *cur = local ? rt_var_find_own(sh, name) : NULL;
	if (cur && (cur->flags & VF_READONLY)) {
		/* bash names the builtin: "local: x: readonly variable" */
		rt_err(sh, "%s: %s: readonly variable", cmd, name);
		status = 1;
		goto out;
	}
	if (cur && (cur->flags & VF_NOASSIGN)) {
		/* FUNCNAME & co. cannot be made local (bash) */
		rt_err(sh, "%s: %s: variable may not be assigned value", cmd,
		       name);
		status = 1;
		goto out;
	}
	struct var *v = local ? rt_var_local(sh, name, o->inherit)
			: ref ? rt_var_cell_own(sh, name)
			      : rt_var_cell(sh, name);
	if (!v) {
		status = 1;
		goto out;
	}
	if (ref && !sub) {
		status = decl_ref(sh, cmd, v, eq ? eq + 1 : NULL, o);
		goto out;
	}
	if ((rt_var_target(sh, v)->flags & VF_READONLY) &&
	    (eq || (o->clear & VF_READONLY))) {
		/* bash names the builtin here too */
		rt_err(sh, "%s: %s: readonly variable", cmd, name);
		status = 1;
		goto out;
	}
	if (o->assoc && (v->flags & VF_ARRAY)) {
		rt_err(sh,
		       "%s: %s: cannot convert indexed to associative array",
		       cmd, name);
		status = 1;
		goto out;
	}
	if (o->array && (o->assoc || (v->flags & VF_ASSOC))) {
		rt_err(sh,
		       "%s: %s: cannot convert associative to indexed array",
		       cmd, name);
		status = 1;
		goto out;
	}
	if (o->unarray && v->arr) {
		rt_err(sh, "%s: %s: cannot destroy array variables in this way",
		       cmd, name);
		status = 1;
		goto out;
	}
	if ((o->array || o->assoc) && !v->arr) {
		bool unset = v->flags & VF_UNSET;
		rt_var_make_array(sh, v, o->assoc);
		if (unset)
			v->flags |= VF_UNSET;
	}
	rt_var_note(sh, v);
	v->flags |= o->set & (VF_INTEGER | VF_LOWER | VF_UPPER | VF_TRACE);
	v->flags &= ~(o->clear & (VF_INTEGER | VF_LOWER | VF_UPPER | VF_TRACE));
	if ((o->set & VF_LOWER))
		v->flags &= ~VF_UPPER;
	if ((o->set & VF_UPPER))
		v->flags &= ~VF_LOWER;
	if (!eq && (v->flags & VF_UNSET))
		v->flags |= VF_DECLARED;
	if (eq && sub && compound) {
		rt_assign_list_error(sh, name, sub);
		status = 1;
		goto out;
	}
	if (eq && !sub && compound_value(v, eq + 1, compound, o)) {
		if (rt_assign_compound_value(sh, v, eq + 1, append) < 0) {
			status = 1;
			goto out;
		}
	} else if (eq && rt_var_set_ext(sh, name, sub, eq + 1, append) < 0) {
		status = 1;
		goto out;
	}
	if (o->set & VF_EXPORT)
		rt_var_export(sh, name, NULL);
	if (o->clear & VF_EXPORT)
		rt_var_clear_flags(sh, v, VF_EXPORT);
	if (o->set & VF_READONLY)
		rt_var_readonly(sh, name, NULL);
out:
	free(name);
	free(sub);
	return status;
}

/* declare -f with -t, -x or -r (or +t, +x) and names: sets or clears
 * those attributes of the functions; 1 when one is not a function. */
static int func_attrs(struct shell *sh, int argc, char **argv, int i,
		      const struct decl_opts *o)
{
	int status = 0;
	for (; i < argc; i++) {
		struct func *fn = rt_func_find(sh, argv[i]);
		if (!fn) {
			status = 1;
			continue;
		}
		if (o->set & VF_TRACE)
			fn->traced = true;
		if (o->clear & VF_TRACE)
			fn->traced = false;
		if ((o->set | o->clear) & VF_EXPORT) {
			fn->exported = o->set & VF_EXPORT;
			sh->environ_dirty = true;
		}
		if (o->set & VF_READONLY)
			fn->readonly = true;
	}
	return status;
}

/* declare -f / -F: function definitions or names. */
static int print_funcs(struct shell *sh, int argc, char **argv, int i,
		       const struct decl_opts *o)
{
	bool names_only = o->names_only;
	struct strvec names = { 0 };
	int status = 0;
	bool explicit = i < argc;
	if (i == argc) {
		rt_func_names(sh, &names);
	} else {
		for (; i < argc; i++)
			sv_pushdup(&names, argv[i]);
	}
	struct strbuf sb;
	sb_init(&sb);
	for (size_t k = 0; k < names.n; k++) {
		struct func *fn = rt_func_find(sh, names.v[k]);
		if (!fn) {
			status = 1;
			continue;
		}
		char a[8];
		if (names_only && explicit && (sh->shopts & SHOPT_EXTDEBUG)) {
			/* where it was defined (bash) */
			sb_addf(&sb, "%s %d %s\n", names.v[k], fn->def->lineno,
				fn->src ? fn->src : "");
			continue;
		}
		if (names_only) {
			/* bash: the names alone when asked for them */
			if (explicit)
				sb_addf(&sb, "%s\n", names.v[k]);
			else
				sb_addf(&sb, "declare -%s %s\n",
					rt_func_attrs(fn, a), names.v[k]);
			continue;
		}
		rt_func_text(&sb, fn);
		/* its attributes, unless it was named without -p (bash) */
		if ((o->print || !explicit) && rt_func_attrs(fn, a)[1])
			sb_addf(&sb, "declare -%s %s\n", a, names.v[k]);
	}
	if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0)
		status = 1;
	sb_free(&sb);
	sv_free(&names);
	return status;
}

static int decl_common(struct shell *sh, int argc, char **argv, bool is_local)
{
	const char *cmd = argv[0];
	struct decl_opts o = { 0 };
	int i;
	if (parse_decl_opts(sh, cmd, argc, argv, &o, &i) < 0)
		return rt_builtin_usage(sh, rt_builtin_find(cmd));
	if (is_local && sh->func_depth <= 0) {
		rt_err(sh, "local: can only be used in a function");
		return 1;
	}
	const unsigned fattrs = VF_TRACE | VF_EXPORT | VF_READONLY;
	if (o.func && i < argc && ((o.set | o.clear) & fattrs))
		return func_attrs(sh, argc, argv, i, &o);
	if (o.func)
		return print_funcs(sh, argc, argv, i, &o);
	if (i == argc && argc == 1 && !is_local)
		return bi_set_list(sh); /* bash: declare alone is set */
	if (is_local && i == argc)
		return print_locals(sh);
	if (o.print || (i == argc && !is_local))
		return print_decls(sh, cmd, argc, argv, i, &o);
	bool local = is_local || (sh->func_depth > 0 && !o.global);
	int status = 0;
	const char *who = sh->arith_who;
	sh->arith_who = cmd; /* names it in arithmetic errors (-i) */
	for (; i < argc; i++) {
		if (is_local && !strcmp(argv[i], "-")) {
			rt_var_local_opts(sh);
			continue;
		}
		status |= decl_operand(sh, cmd, argv[i], &o, local,
				       rt_arg_is_compound(sh, i));
	}
	sh->arith_who = who;
	return status;
}

BUILTIN(declare)
{
	return decl_common(sh, argc, argv, false);
}

BUILTIN(local)
{
	return decl_common(sh, argc, argv, true);
}

BUILTIN(let)
{
	int64_t v = 0;
	if (argc > 1 && !strcmp(argv[1], "--"))
		argc--, argv++; /* its only option word (bash) */
	if (argc < 2) {
		rt_err(sh, "let: expression expected");
		return 1;
	}
	const char *who = sh->arith_who;
	sh->arith_who = "let";
	int r = 0;
	for (int i = 1; i < argc && !r; i++)
		r = rt_arith_eval_text(sh, argv[i], &v);
	sh->arith_who = who;
	if (r < 0)
		return 1;
	return v != 0 ? 0 : 1;
}

/* shopt -o: the options of set -o, through `set` itself. */
static int shopt_setopt(struct shell *sh, int mode, bool quiet, bool reusable,
			int argc, char **argv)
{
	if (!argc && !quiet) {
		char *sv[] = { "set", reusable ? "+o" : "-o", NULL };
		return bi_set(sh, 2, sv);
	}
	int status = 0;
	struct strbuf sb;
	sb_init(&sb);
	for (int j = 0; j < argc; j++) {
		const struct opt_desc *o = rt_opt_table;
		while (o->name && (strcmp(o->name, argv[j]) ||
				   (o->bit & (OPT_INTERACTIVE | OPT_STDIN))))
			o++;
		if (!o->name) {
			rt_out_write(sh, 1, sb.buf, sb.len);
			sb_reset(&sb);
			rt_err(sh, "shopt: %s: invalid option name", argv[j]);
			status = 1;
			continue;
		}
		bool on = rt_opt_on(sh, o);
		if (mode) {
			char *sv[] = { "set", mode == 's' ? "-o" : "+o",
				       argv[j], NULL };
			if (bi_set(sh, 3, sv))
				status = 1;
			continue;
		}
		if (!on)
			status = 1;
		if (quiet)
			continue;
		if (reusable)
			sb_addf(&sb, "set %co %s\n", on ? '-' : '+', o->name);
		else
			sb_addf(&sb, "%-15s\t%s\n", o->name, on ? "on" : "off");
	}
	if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0)
		status = 1;
	sb_free(&sb);
	return status;
}

static void shopt_line(struct strbuf *sb, const char *name, bool on,
		       bool reusable)
{
	if (reusable)
		sb_addf(sb, "shopt -%c %s\n", on ? 's' : 'u', name);
	else
		sb_addf(sb, "%-15s\t%s\n", name, on ? "on" : "off");
}

/* shopt: names are handled in the order given, an unknown one is reported
 * where it stands and the others still take effect (as bash). */
BUILTIN(shopt)
{
	int mode = 0; /* 's', 'u' or 0 for print */
	bool quiet = false, reusable = false, setopt = false, set = false,
	     unset = false;
	int status = 0;
	struct bi_getopt g = BI_GETOPT_INIT;
	int c;
	while ((c = rt_builtin_getopt(sh, &g, argc, argv, "supqo"))) {
		if (c == '?')
			return 2;
		if (c == 's' || c == 'u') {
			*(c == 's' ? &set : &unset) = true;
			mode = (char)c;
		} else {
			*(c == 'q'   ? &quiet
			  : c == 'p' ? &reusable
				     : &setopt) = true;
		}
	}
	int i = g.ind;
	if (set && unset) {
		rt_err(sh, "shopt: cannot set and unset shell options "
			   "simultaneously");
		return 1;
	}
	if (setopt)
		return shopt_setopt(sh, mode, quiet, reusable, argc - i,
				    argv + i);
	struct strbuf sb;
	sb_init(&sb);
	/* without names: all options, or with -s/-u those that are on/off */
	for (int k = 0; i == argc && rt_shopt_table[k].name; k++) {
		bool on = sh->shopts & rt_shopt_table[k].bit;
		if (!quiet && (!mode || on == (mode == 's')))
			shopt_line(&sb, rt_shopt_table[k].name, on, reusable);
	}
	for (int j = i; j < argc; j++) {
		const struct shopt_desc *o = rt_shopt_find(argv[j]);
		if (!o) {
			rt_out_write(sh, 1, sb.buf, sb.len);
			sb_reset(&sb);
			rt_err(sh, "shopt: %s: invalid shell option name",
			       argv[j]);
			status = 1;
			continue;
		}
		bool on = sh->shopts & o->bit;
		if (mode) {
			/* login_shell and restricted_shell stay as they are */
			if (o->bit & RT_SHOPT_READONLY)
				continue;
			if (mode == 's')
				sh->shopts |= o->bit;
			else
				sh->shopts &= ~o->bit;
			if (o->bit == SHOPT_EXTDEBUG) {
				/* extdebug implies -E and -T, and takes them
				 * away again (bash) */
				const unsigned et =
					OPT_ERRTRACE | OPT_FUNCTRACE;
				rt_opt_restore(sh, mode == 's'
							   ? sh->opts | et
							   : sh->opts & ~et);
				if (mode == 's') /* BASH_ARGV from here on */
					rt_cs_args(sh, true, sh->params.n,
						   sh->params.v);
			}
			sh->environ_dirty = true; /* BASHOPTS may be exported */
			continue;
		}
		if (!on)
			status = 1;
		if (!quiet)
			shopt_line(&sb, o->name, on, reusable);
	}
	if (sb.len && rt_out_write(sh, 1, sb.buf, sb.len) < 0)
		status = 1;
	sb_free(&sb);
	return status;
}
