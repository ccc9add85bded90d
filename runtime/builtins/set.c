/*
 * set.c - the set and shift special built-ins.
 *
 * set:
 *  - no operands: every set variable as "NAME=value", sorted, quoted for
 *    re-input with rt_shell_quote.
 *  - -o / +o without a name (at the end of the arguments): the option list,
 *    "%-15s\ton|off" (bash) or re-readable "set -o NAME" / "set +o NAME"
 *    lines, in rt_opt_table order (sorted by name, as bash).  The line editor's own options
 *    (autosuggest, highlight: not in bash) are listed only by an
 *    interactive shell, so a script's `set -o` reads as bash's.
 *  - Only the options a script may change are accepted: the letters
 *    abefhkmnptuvxBCEHPT and the long names except interactive and stdin (those
 *    describe how the shell was started).  vi and emacs exclude each other.
 *  - "--" ends the options and always replaces the positional parameters
 *    (`set --` empties them); "-" ends the options, turns -x and -v off and
 *    replaces the parameters only when operands follow.
 *  - A bad option is a special built-in error: "set: -q: invalid option"
 *    plus the usage line, or "set: NAME: invalid option name" alone (as
 *    bash), status 2, fatal in a non-interactive shell.  Options already
 *    processed stay.
 *
 * shift [n]: n > $# is an error per POSIX; dash exits, bash --posix prints
 * "shift: N: shift count out of range" (bash only with shopt
 * shift_verbose, which posix mode turns on) and returns 1.  We print bash's text
 * and make it fatal as POSIX 2.8.1 requires (status 1); a non-number is
 * "shift: X: numeric argument required" (status 1, in posix mode 2 as
 * dash), a negative one "shift: N: shift count out of range" (status 1),
 * both fatal; bash's numbers may have blanks
 * around them; two operands are "shift: too many arguments", which
 * abandons the command line (bash).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "../error.h"
#include "../exec.h"
#include "../options.h"
#include "../output.h"
#include "../var.h"
#include "table.h"

static int set_usage(struct shell *sh)
{
	return rt_error(sh, RT_E_SPECIAL,
			rt_builtin_usage(sh, rt_builtin_find("set")));
}

/* Options `set` may change (not -i, -s, -c). */
static bool settable(const struct opt_desc *o)
{
	return !(o->bit & (OPT_INTERACTIVE | OPT_STDIN | OPT_CMDSTR));
}

static void set_opt(struct shell *sh, const struct opt_desc *o, bool on)
{
	unsigned bit = o->bit;
	sh->jit.gen++;            /* compiled code assumes the options it saw */
	sh->environ_dirty = true; /* SHELLOPTS may be exported */
	if (on) {
		if (bit == OPT_VI)
			sh->opts &= ~OPT_EMACS;
		if (bit == OPT_EMACS)
			sh->opts &= ~OPT_VI;
	} else if (bit == OPT_PRIVILEGED && (sh->opts & bit)) {
		/* set +p: the effective ids become the real ones (bash) */
		rt_opt_drop_privileges(sh);
	}
	rt_opt_put(sh, o, on);
}

static const struct opt_desc *opt_by_letter(char c)
{
	for (const struct opt_desc *o = rt_opt_table; o->name; o++)
		if (o->letter == c && settable(o))
			return o;
	return NULL;
}

static const struct opt_desc *opt_by_name(const char *name)
{
	const struct opt_desc *o = rt_opt_find(name);
	return o && settable(o) ? o : NULL;
}

static int list_opts(struct shell *sh, bool reinput)
{
	struct strbuf sb;
	int r;
	sb_init(&sb);
	for (const struct opt_desc *o = rt_opt_table; o->name; o++) {
		bool on = rt_opt_on(sh, o);
		if (!settable(o) || ((o->bit & OPT_EDITOR_ONLY) &&
				     !(sh->opts & OPT_INTERACTIVE)))
			continue;
		if (reinput)
			sb_addf(&sb, "set %co %s\n", on ? '-' : '+', o->name);
		else
			sb_addf(&sb, "%-15s\t%s\n", o->name, on ? "on" : "off");
	}
	r = rt_out_write(sh, 1, sb.buf, sb.len);
	sb_free(&sb);
	return r < 0 ? 1 : 0;
}

int bi_set_list(struct shell *sh)
{
	struct strbuf sb;
	size_t n;
	struct var **vars = rt_var_sorted(sh, 0, &n);
	int r = 0;
	bool posix = sh->opts & OPT_POSIX;
	sb_init(&sb);
	for (size_t i = 0; i < n; i++) {
		if (!posix) {
			rt_var_set_line(sh, vars[i], &sb);
			continue;
		}
		const char *val = rt_var_str(sh, vars[i]);
		sb_adds(&sb, vars[i]->name);
		sb_addc(&sb, '=');
		rt_shell_quote(&sb, val ? val : "");
		sb_addc(&sb, '\n');
	}
	if (!posix) {
		/* bash lists the functions after the variables */
		struct strvec names = { 0 };
		rt_func_names(sh, &names);
		for (size_t k = 0; k < names.n; k++)
			rt_func_text(&sb, rt_func_find(sh, names.v[k]));
		sv_free(&names);
	}
	if (sb.len)
		r = rt_out_write(sh, 1, sb.buf, sb.len);
	sb_free(&sb);
	free(vars);
	return r < 0 ? 1 : 0;
}

/* Applies one "-abc" / "+abc" word; *i advances past a consumed -o NAME.
 * Returns 0, 2 after an error, or -1/-2 when a bare -o/+o asks for the
 * listing. */
static int set_flags_word(struct shell *sh, int argc, char **argv, int *i)
{
	const char *w = argv[*i];
	bool on = w[0] == '-';
	for (const char *p = w + 1; *p; p++) {
		const struct opt_desc *o;
		if (*p != 'o') {
			o = opt_by_letter(*p);
			if (!o) {
				rt_err(sh, "set: %c%c: invalid option", w[0],
				       *p);
				return 2;
			}
			set_opt(sh, o, on);
			continue;
		}
		if (*i + 1 >= argc)
			return on ? -1 : -2;
		o = opt_by_name(argv[++*i]);
		if (!o) {
			rt_err(sh, "set: %s: invalid option name", argv[*i]);
			return 3;
		}
		set_opt(sh, o, on);
	}
	return 0;
}

BUILTIN(set)
{
	bool replace = false;
	int i = 1;
	if (argc == 1)
		return bi_set_list(sh);
	for (; i < argc; i++) {
		const char *w = argv[i];
		if (!strcmp(w, "--")) {
			replace = true;
			i++;
			break;
		}
		if (!strcmp(w, "-")) {
			sh->opts &= ~(OPT_XTRACE | OPT_VERBOSE);
			sh->jit.gen++;
			i++;
			break;
		}
		if (!strcmp(w, "+"))
			continue; /* a lone "+" is skipped (dash and bash) */
		if ((w[0] != '-' && w[0] != '+') || !w[1])
			break;
		int r = set_flags_word(sh, argc, argv, &i);
		if (r == 2)
			return set_usage(sh);
		if (r == 3)
			return rt_error(sh, RT_E_SPECIAL, 2);
		if (r < 0)
			return list_opts(sh, r == -2);
	}
	if (i < argc || replace)
		rt_params_set(sh, (size_t)(argc - i), argv + i);
	return 0;
}

BUILTIN(shift)
{
	int64_t n = 1;
	if (argc > 1 && !strcmp(argv[1], "--"))
		argc--, argv++;
	if (argc > 2) {
		rt_err(sh, "shift: too many arguments");
		return rt_error(sh, RT_E_LINE, 1);
	}
	if (argc == 2 && !bi_parse_int(argv[1], &n)) {
		rt_err(sh, "shift: %s: numeric argument required", argv[1]);
		/* fatal with dash's 2 in posix mode; bash's 1 outside */
		return rt_error(sh, RT_E_SPECIAL, sh->opts & OPT_POSIX ? 2 : 1);
	}
	if (n < 0) {
		rt_err(sh, "shift: %s: shift count out of range", argv[1]);
		return rt_error(sh, RT_E_SPECIAL, 1);
	}
	if ((uint64_t)n > sh->params.n) {
		/* bash says so only with shopt shift_verbose, which posix
		 * mode turns on */
		if (sh->shopts & SHOPT_SHIFT_VERBOSE)
			rt_err(sh, "shift: %s: shift count out of range",
			       argc == 2 ? argv[1] : "1");
		return rt_error(sh, RT_E_SPECIAL, 1);
	}
	if (n)
		rt_params_shift(sh, n);
	return 0;
}
