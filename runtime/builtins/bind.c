/*
 * bind.c - the bind builtin: readline-style key bindings and variables, as
 * .bashrc and .inputrc files write them, translated for libedit.
 *
 * Invariants:
 *  - sh->binds holds the bindings made with bind, four strings each: the
 *    key in readline's notation as bind lists it, the readline function
 *    (or, for a macro, the text; for -x, the command), the key in
 *    libedit's notation, and the libedit function ("" for a macro).  A key
 *    is bound at most once.  The line editor (frontend/editor.c,
 *    fe_ed_bind) applies them after its own bindings, each time it sets
 *    up a keymap, so they survive `set -o vi` / `set -o emacs`.
 *  - sh->bind_vars holds the readline variables set, name then value.
 *    Only editing-mode acts (it is set -o vi/emacs); the others are
 *    accepted and listed.
 *  - A function name that libedit cannot do is an error (status 1), as is
 *    an unknown one; bash accepts both silently in a binding.  A line
 *    that cannot be parsed or an unknown variable gets a message and
 *    status 0, as bash (readline) gives.
 *  - Without line editing (a shell that is not interactive), bind warns
 *    on each call, as bash does, and still records what it is given.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "bind.h"
#include "builtins.h"
#include "../error.h"
#include "../options.h"
#include "../output.h"
#include "../shell.h"
#include "../var.h"
#include "table.h"
#include "../../frontend/interactive.h"

/* readline's function names and libedit's equivalents (NULL: none),
 * sorted by readline name; quirl-* are Quirl's own editor functions. */
static const struct bind_fn {
	const char *rl, *el;
} bind_fns[] = {
	{ "abort", NULL },
	{ "accept-line", "ed-newline" },
	{ "alias-expand-line", NULL },
	{ "backward-char", "ed-prev-char" },
	{ "backward-delete-char", "em-delete-prev-char" },
	{ "backward-kill-line", "quirl-kill-line-back" },
	{ "backward-kill-word", "quirl-kill-word-back" },
	{ "backward-word", "ed-prev-word" },
	{ "beginning-of-history", NULL },
	{ "beginning-of-line", "ed-move-to-beg" },
	{ "capitalize-word", "em-capitol-case" },
	{ "character-search", NULL },
	{ "clear-screen", "quirl-clear" },
	{ "complete", "quirl-complete" },
	{ "copy-region-as-kill", "em-copy-region" },
	{ "delete-char", "ed-delete-next-char" },
	{ "delete-char-or-list", "em-delete-or-list" },
	{ "digit-argument", "ed-argument-digit" },
	{ "downcase-word", "em-lower-case" },
	{ "dynamic-complete-history", NULL },
	{ "edit-and-execute-command", "quirl-edit" },
	{ "emacs-editing-mode", NULL },
	{ "end-of-file", "ed-end-of-file" },
	{ "end-of-history", NULL },
	{ "end-of-line", "quirl-end" },
	{ "exchange-point-and-mark", "em-exchange-mark" },
	{ "forward-char", "quirl-forward" },
	{ "forward-search-history", "em-inc-search-next" },
	{ "forward-word", "em-next-word" },
	{ "glob-expand-word", NULL },
	{ "history-expand-line", "quirl-history-expand" },
	{ "history-search-backward", "ed-search-prev-history" },
	{ "history-search-forward", "ed-search-next-history" },
	{ "history-substring-search-backward", "quirl-substring-back" },
	{ "history-substring-search-forward", "quirl-substring-fwd" },
	{ "insert-comment", "quirl-insert-comment" },
	{ "insert-last-argument", "quirl-last-arg" },
	{ "kill-line", "quirl-kill-line" },
	{ "kill-region", "em-kill-region" },
	{ "kill-whole-line", "quirl-kill-whole-line" },
	{ "kill-word", "quirl-kill-word" },
	{ "magic-space", "quirl-magic-space" },
	{ "menu-complete", "quirl-menu-complete" },
	{ "menu-complete-backward", "quirl-menu-complete-backward" },
	{ "next-history", "ed-next-history" },
	{ "operate-and-get-next", "quirl-operate" },
	{ "overwrite-mode", "em-toggle-overwrite" },
	{ "possible-completions", "quirl-possible-completions" },
	{ "previous-history", "ed-prev-history" },
	{ "quoted-insert", "ed-quoted-insert" },
	{ "re-read-init-file", NULL },
	{ "redraw-current-line", "ed-redisplay" },
	{ "reverse-search-history", "quirl-search" },
	{ "self-insert", "ed-insert" },
	{ "set-mark", "em-set-mark" },
	{ "shell-expand-line", NULL },
	{ "tab-insert", "quirl-tab-insert" },
	{ "transpose-chars", "ed-transpose-chars" },
	{ "transpose-words", "quirl-transpose-words" },
	{ "undo", "quirl-undo" },
	{ "universal-argument", "em-universal-argument" },
	{ "unix-line-discard", "quirl-kill-line-back" },
	{ "unix-word-rubout", "quirl-rubout" },
	{ "upcase-word", "em-upper-case" },
	{ "vi-editing-mode", NULL },
	{ "yank", "quirl-yank" },
	{ "yank-last-arg", "quirl-last-arg" },
	{ "yank-pop", "quirl-yank-pop" },
};

/* readline's variables (bash 5.2), accepted by `set NAME VALUE'. */
static const char *const bind_vars[] = {
	"bell-style",
	"bind-tty-special-chars",
	"blink-matching-paren",
	"colored-completion-prefix",
	"colored-stats",
	"comment-begin",
	"completion-display-width",
	"completion-ignore-case",
	"completion-map-case",
	"completion-prefix-display-length",
	"completion-query-items",
	"convert-meta",
	"disable-completion",
	"echo-control-characters",
	"editing-mode",
	"emacs-mode-string",
	"enable-active-region",
	"enable-bracketed-paste",
	"enable-keypad",
	"enable-meta-key",
	"expand-tilde",
	"history-preserve-point",
	"history-size",
	"horizontal-scroll-mode",
	"input-meta",
	"isearch-terminators",
	"keymap",
	"keyseq-timeout",
	"mark-directories",
	"mark-modified-lines",
	"mark-symlinked-directories",
	"match-hidden-files",
	"menu-complete-display-prefix",
	"meta-flag",
	"output-meta",
	"page-completions",
	"print-completions-horizontally",
	"revert-all-at-newline",
	"search-ignore-case",
	"show-all-if-ambiguous",
	"show-all-if-unmodified",
	"show-mode-in-prompt",
	"skip-completed-text",
	"vi-cmd-mode-string",
	"vi-ins-mode-string",
	"visible-stats",
	NULL,
};

enum { BIND_X_SLOTS = 16 }; /* frontend/editor.c registers quirl-x0.. */

static const struct bind_fn *bind_fn_find(const char *rl)
{
	for (size_t i = 0; i < sizeof bind_fns / sizeof bind_fns[0]; i++)
		if (!strcmp(bind_fns[i].rl, rl))
			return &bind_fns[i];
	return NULL;
}

/* A key name of an unquoted key (C-x, Meta-x, RUBOUT, ...): its byte or
 * -1. */
static int bind_key_name(const char *s)
{
	static const struct {
		const char *name;
		char c;
	} names[] = {
		{ "rubout", 127 }, { "del", 127 },     { "esc", 27 },
		{ "escape", 27 },  { "lfd", '\n' },    { "newline", '\n' },
		{ "ret", '\r' },   { "return", '\r' }, { "spc", ' ' },
		{ "space", ' ' },  { "tab", '\t' },
	};
	if (!s[1])
		return (unsigned char)s[0];
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (!strcasecmp(s, names[i].name))
			return names[i].c;
	return -1;
}

static void bind_add_ctrl(struct strbuf *raw, int c)
{
	sb_addc(raw, c == '?' ? 127 : (char)(toupper(c) & 0x1f));
}

/* The key of a binding, S up to the colon (quoted or a key name), as
 * raw bytes; false on a bad key. */
static bool bind_parse_key(const char *s, size_t n, struct strbuf *raw)
{
	while (n && isspace((unsigned char)s[n - 1]))
		n--;
	if (n && s[0] == '"') {
		if (n < 2 || s[n - 1] != '"')
			return false;
		for (size_t i = 1; i + 1 < n; i++) {
			char c = s[i];
			if (c != '\\' || i + 2 >= n) {
				sb_addc(raw, c);
				continue;
			}
			c = s[++i];
			if ((c == 'C' || c == 'M') && s[i + 1] == '-' &&
			    i + 3 < n) {
				bool meta = c == 'M';
				i += 2;
				if (meta)
					sb_addc(raw, 27);
				if (!meta && s[i] == '\\' && i + 2 < n)
					i++; /* \C-\\ */
				if (meta && s[i] == '\\' && s[i + 1] == 'C' &&
				    s[i + 2] == '-' && i + 4 < n) {
					i += 3;
					meta = false;
				}
				if (meta)
					sb_addc(raw, s[i]);
				else
					bind_add_ctrl(raw, s[i]);
				continue;
			}
			const char *esc = strchr("abdefnrtv", c);
			if (esc && c) {
				sb_addc(raw,
					"\a\b\177\033\f\n\r\t\v"[esc -
								 "abdefnrtv"]);
			} else if (c >= '0' && c <= '7') {
				int v = 0;
				for (int k = 0; k < 3 && i + 1 < n &&
						s[i] >= '0' && s[i] <= '7';
				     k++, i++)
					v = v * 8 + (s[i] - '0');
				i--;
				sb_addc(raw, (char)v);
			} else {
				sb_addc(raw, c); /* \\ \" \' */
			}
		}
		return raw->len > 0;
	}
	/* C-x Control-x M-x Meta-x or a key name */
	char *k = xstrndup(s, n);
	const char *p = k;
	bool ctrl = false, meta = false;
	for (;;) {
		if (!strncasecmp(p, "C-", 2) ||
		    !strncasecmp(p, "Control-", 8)) {
			p += p[1] == '-' ? 2 : 8;
			ctrl = true;
		} else if (!strncasecmp(p, "M-", 2) ||
			   !strncasecmp(p, "Meta-", 5)) {
			p += p[1] == '-' ? 2 : 5;
			meta = true;
		} else {
			break;
		}
	}
	int c = *p ? bind_key_name(p) : -1;
	free(k);
	if (c < 0)
		return false;
	if (meta)
		sb_addc(raw, 27);
	if (ctrl)
		bind_add_ctrl(raw, c);
	else
		sb_addc(raw, (char)c);
	return true;
}

/* RAW in bind's listing notation ("\C-x", "\e", octal above 127). */
static void bind_key_show(struct strbuf *out, const char *raw)
{
	for (const unsigned char *c = (const unsigned char *)raw; *c; c++) {
		if (*c == 27)
			sb_adds(out, "\\e");
		else if (*c == 127)
			sb_adds(out, "\\C-?");
		else if (*c < 32)
			sb_addf(out, "\\C-%c", tolower(*c + 64));
		else if (*c == '"' || *c == '\\')
			sb_addf(out, "\\%c", *c);
		else if (*c > 127)
			sb_addf(out, "\\%03o", *c);
		else
			sb_addc(out, (char)*c);
	}
}

/* RAW in libedit's notation for EL_BIND (^X, \e, \\, \^, octal). */
static void bind_key_el(struct strbuf *out, const char *raw)
{
	for (const unsigned char *c = (const unsigned char *)raw; *c; c++) {
		if (*c == 27)
			sb_adds(out, "\\e");
		else if (*c == 127)
			sb_adds(out, "^?");
		else if (*c < 32)
			sb_addf(out, "^%c", *c + 64);
		else if (*c == '\\' || *c == '^')
			sb_addf(out, "\\%c", *c);
		else if (*c > 127)
			sb_addf(out, "\\%03o", *c);
		else
			sb_addc(out, (char)*c);
	}
}

/* The index in sh->binds of the binding of libedit key EL, or -1. */
static ssize_t bind_index(struct shell *sh, const char *el)
{
	for (size_t i = 0; i + 3 < sh->binds.n; i += 4)
		if (!strcmp(sh->binds.v[i + 2], el))
			return (ssize_t)i;
	return -1;
}

static void bind_remove(struct shell *sh, size_t i)
{
	fe_ed_key_unset(sh->binds.v[i + 2]);
	for (size_t k = 0; k < 4; k++)
		free(sh->binds.v[i + k]);
	memmove(sh->binds.v + i, sh->binds.v + i + 4,
		(sh->binds.n - i - 4) * sizeof *sh->binds.v);
	sh->binds.n -= 4;
}

/* Records (and applies) the binding of RAW to libedit function ELFN, or
 * to the macro text when ELFN is "". */
static void bind_record(struct shell *sh, const char *raw, const char *what,
			const char *elfn)
{
	struct strbuf show, el;
	sb_init(&show);
	sb_init(&el);
	bind_key_show(&show, raw);
	bind_key_el(&el, raw);
	ssize_t i = bind_index(sh, el.buf);
	if (i >= 0)
		bind_remove(sh, (size_t)i);
	sv_push(&sh->binds, sb_detach(&show));
	sv_pushdup(&sh->binds, what);
	sv_push(&sh->binds, sb_detach(&el));
	sv_pushdup(&sh->binds, elfn);
	size_t n = sh->binds.n;
	fe_ed_key_set(sh->binds.v[n - 2], *elfn ? elfn : what, !*elfn);
}

static int bind_set_var(struct shell *sh, const char *line)
{
	const char *p = line + 3;
	while (isspace((unsigned char)*p))
		p++;
	size_t nl = strcspn(p, " \t");
	char *name = xstrndup(p, nl);
	p += nl;
	while (isspace((unsigned char)*p))
		p++;
	char *val = xstrdup(p);
	for (size_t n = strlen(val); n && isspace((unsigned char)val[n - 1]);)
		val[--n] = 0;
	size_t k = 0;
	while (bind_vars[k] && strcasecmp(bind_vars[k], name))
		k++;
	if (!bind_vars[k]) {
		/* status 0 as in bash, where readline reports it */
		rt_err(sh, "bind: %s: unknown variable name", name);
	} else {
		if (!strcmp(bind_vars[k], "editing-mode") &&
		    (!strcmp(val, "vi") || !strcmp(val, "emacs"))) {
			sh->opts &= ~(unsigned)(OPT_VI | OPT_EMACS);
			sh->opts |= val[0] == 'v' ? OPT_VI : OPT_EMACS;
		}
		size_t i = 0;
		while (i < sh->bind_vars.n &&
		       strcmp(sh->bind_vars.v[i], bind_vars[k]))
			i += 2;
		if (i < sh->bind_vars.n) {
			free(sh->bind_vars.v[i + 1]);
			sh->bind_vars.v[i + 1] = val;
			val = NULL;
		} else {
			sv_pushdup(&sh->bind_vars, bind_vars[k]);
			sv_push(&sh->bind_vars, val);
			val = NULL;
		}
	}
	free(name);
	free(val);
	return 0;
}

/* The position of the colon that ends the key of LINE, or NULL. */
static const char *bind_colon(const char *line)
{
	const char *p = line;
	if (*p == '"') {
		for (p++; *p && *p != '"'; p++)
			if (*p == '\\' && p[1])
				p++;
		if (*p)
			p++;
	}
	return strchr(p, ':');
}

/* One line of an inputrc: `set NAME VALUE', `KEY: function', `KEY:
 * "macro"', a comment or a $if/$else/$endif/$include directive (whose
 * lines are all taken: Quirl is the only application).  With X, the
 * value is a shell command (bind -x). */
static int bind_line(struct shell *sh, const char *line, bool x)
{
	while (isspace((unsigned char)*line))
		line++;
	if (!*line || *line == '#' || (*line == '$' && !x))
		return 0;
	if (!x && !strncmp(line, "set", 3) && isspace((unsigned char)line[3]))
		return bind_set_var(sh, line);
	if (x && *line != '"') {
		rt_err(sh,
		       "bind: %s: first non-whitespace character is not `\"'",
		       line);
		return 1;
	}
	const char *colon = bind_colon(line);
	struct strbuf raw;
	sb_init(&raw);
	if (!colon || !bind_parse_key(line, (size_t)(colon - line), &raw)) {
		/* status 0 as in bash, where readline reports it */
		rt_err(sh, "bind: %s: %s", line,
		       colon ? "bad key sequence"
			     : "no key sequence terminator");
		sb_free(&raw);
		return 0;
	}
	const char *v = colon + 1;
	while (isspace((unsigned char)*v))
		v++;
	char *val = xstrdup(v);
	for (size_t n = strlen(val); n && isspace((unsigned char)val[n - 1]);)
		val[--n] = 0;
	size_t vn = strlen(val);
	bool quoted = vn >= 2 && (val[0] == '"' || val[0] == '\'') &&
		      val[vn - 1] == val[0];
	if (quoted) {
		memmove(val, val + 1, vn - 2);
		val[vn - 2] = 0;
	}
	int st = 0;
	if (x) {
		/* a free quirl-xN slot (the editor has BIND_X_SLOTS) */
		struct strbuf el;
		sb_init(&el);
		bind_key_el(&el, raw.buf);
		ssize_t old = bind_index(sh, el.buf);
		sb_free(&el);
		if (old >= 0)
			bind_remove(sh, (size_t)old);
		int slot = 0;
		char fn[24];
		for (; slot < BIND_X_SLOTS; slot++) {
			snprintf(fn, sizeof fn, "quirl-x%d", slot);
			size_t i = 0;
			while (i < sh->binds.n &&
			       strcmp(sh->binds.v[i + 3], fn))
				i += 4;
			if (i == sh->binds.n)
				break;
		}
		if (slot == BIND_X_SLOTS) {
			rt_err(sh, "bind: -x: more than %d bindings",
			       BIND_X_SLOTS);
			st = 1;
		} else {
			bind_record(sh, raw.buf, val, fn);
		}
	} else if (quoted) {
		bind_record(sh, raw.buf, val, "");
	} else if (!*val) {
		/* no function: the key is unbound (bash: silently) */
		struct strbuf el;
		sb_init(&el);
		bind_key_el(&el, raw.buf);
		ssize_t old = bind_index(sh, el.buf);
		if (old >= 0)
			bind_remove(sh, (size_t)old);
		sb_free(&el);
	} else {
		const struct bind_fn *f = bind_fn_find(val);
		if (!f) {
			rt_err(sh, "bind: `%s': unknown function name", val);
			st = 1;
		} else if (!f->el) {
			rt_err(sh,
			       "bind: %s: not available in Quirl's line "
			       "editor",
			       val);
			st = 1;
		} else {
			bind_record(sh, raw.buf, f->rl, f->el);
		}
	}
	free(val);
	sb_free(&raw);
	return st;
}

static int bind_file(struct shell *sh, const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		rt_err(sh, "bind: %s: cannot read: %s", path, strerror(errno));
		return 1;
	}
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	int st = 0;
	while ((n = getline(&line, &cap, f)) >= 0) {
		if (n && line[n - 1] == '\n')
			line[n - 1] = 0;
		st |= bind_line(sh, line, false);
	}
	free(line);
	fclose(f);
	return st;
}

void bi_bind_names(const char *prefix, struct strvec *out)
{
	size_t n = strlen(prefix);
	for (size_t i = 0; i < sizeof bind_fns / sizeof bind_fns[0]; i++)
		if (bind_fns[i].el && !strncmp(bind_fns[i].rl, prefix, n))
			sv_pushdup(out, bind_fns[i].rl);
}

/* -p -P -s -S -X -v -V -q: the listings, of the bindings made with bind
 * (the editor's own defaults are not listed). */
static void bind_list(struct shell *sh, struct strbuf *sb, char what,
		      const char *query)
{
	const struct strvec *b = &sh->binds;
	switch (what) {
	case 'l': {
		struct strvec names = { 0 };
		bi_bind_names("", &names);
		for (size_t i = 0; i < names.n; i++)
			sb_addf(sb, "%s\n", names.v[i]);
		sv_free(&names);
		break;
	}
	case 'p':
	case 's':
	case 'X':
		for (size_t i = 0; i < b->n; i += 4) {
			bool macro = !*b->v[i + 3];
			bool x = !strncmp(b->v[i + 3], "quirl-x", 7);
			if (what == 'p' && !macro && !x)
				sb_addf(sb, "\"%s\": %s\n", b->v[i],
					b->v[i + 1]);
			else if ((what == 's' && macro) || (what == 'X' && x))
				sb_addf(sb, "\"%s\": \"%s\"\n", b->v[i],
					b->v[i + 1]);
		}
		break;
	case 'S':
		for (size_t i = 0; i < b->n; i += 4)
			if (!*b->v[i + 3])
				sb_addf(sb, "%s outputs %s\n", b->v[i],
					b->v[i + 1]);
		break;
	case 'P':
	case 'q':
		for (size_t f = 0; f < sizeof bind_fns / sizeof bind_fns[0];
		     f++) {
			const char *name = bind_fns[f].rl;
			if (query && strcmp(query, name))
				continue;
			size_t n = 0;
			for (size_t i = 0; i < b->n; i += 4) {
				if (!*b->v[i + 3] || strcmp(b->v[i + 1], name))
					continue;
				if (!n++)
					sb_addf(sb, "%s can be %s ", name,
						what == 'q' ? "invoked via"
							    : "found on");
				else
					sb_adds(sb, ", ");
				sb_addf(sb, "\"%s\"", b->v[i]);
			}
			if (n)
				sb_adds(sb, ".\n");
			else if (query || what == 'q')
				sb_addf(sb, "%s is not bound to any keys.\n",
					name);
		}
		break;
	case 'v':
	case 'V':
		for (size_t i = 0; i < sh->bind_vars.n; i += 2)
			sb_addf(sb,
				what == 'v' ? "set %s %s\n"
					    : "%s is set to `%s'\n",
				sh->bind_vars.v[i], sh->bind_vars.v[i + 1]);
		break;
	}
}

static bool bind_keymap_ok(const char *m)
{
	static const char *const maps[] = {
		"emacs", "emacs-standard", "emacs-meta", "emacs-ctlx",
		"vi",    "vi-command",     "vi-move",    "vi-insert",
		NULL,
	};
	for (int i = 0; maps[i]; i++)
		if (!strcmp(maps[i], m))
			return true;
	return false;
}

BUILTIN(bind)
{
	const struct builtin *self = rt_builtin_find("bind");
	if (!sh->interactive)
		rt_err(sh, "bind: warning: line editing not enabled");
	struct strbuf out;
	sb_init(&out);
	int st = 0, i = 1;
	for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
		if (!strcmp(argv[i], "--")) {
			i++;
			break;
		}
		for (const char *c = argv[i] + 1; *c && !st; c++) {
			if (strchr("lpPsSvVX", *c)) {
				bind_list(sh, &out, *c, NULL);
				continue;
			}
			if (!strchr("mfqurx", *c)) {
				rt_err(sh, "bind: -%c: invalid option", *c);
				sb_free(&out);
				return rt_builtin_usage(sh, self);
			}
			const char *arg = c[1] ? c + 1 : argv[++i];
			if (!arg) {
				rt_err(sh,
				       "bind: -%c: option requires an "
				       "argument",
				       *c);
				sb_free(&out);
				return rt_builtin_usage(sh, self);
			}
			if (*c == 'm' && !bind_keymap_ok(arg)) {
				rt_err(sh, "bind: `%s': invalid keymap name",
				       arg);
				st = 1;
			} else if (*c == 'f') {
				st = bind_file(sh, arg);
			} else if (*c == 'q' && !bind_fn_find(arg)) {
				rt_err(sh, "bind: `%s': unknown function name",
				       arg);
				st = 1;
			} else if (*c == 'q') {
				bind_list(sh, &out, 'q', arg);
			} else if (*c == 'u') {
				if (!bind_fn_find(arg)) {
					rt_err(sh,
					       "bind: `%s': unknown function "
					       "name",
					       arg);
					st = 1;
				}
				for (size_t k = 0; k < sh->binds.n;)
					if (*sh->binds.v[k + 3] &&
					    !strcmp(sh->binds.v[k + 1], arg))
						bind_remove(sh, k);
					else
						k += 4;
			} else if (*c == 'r') {
				struct strbuf raw, el;
				sb_init(&raw);
				sb_init(&el);
				if (bind_parse_key(arg, strlen(arg), &raw)) {
					bind_key_el(&el, raw.buf);
					ssize_t k = bind_index(sh, el.buf);
					if (k >= 0)
						bind_remove(sh, (size_t)k);
					else
						fe_ed_key_unset(el.buf);
				}
				sb_free(&raw);
				sb_free(&el);
			} else if (*c == 'x') {
				st = bind_line(sh, arg, true);
			}
			break; /* the argument ended this word */
		}
		if (st)
			break;
	}
	if (!st) /* each line, whatever the others do */
		for (; i < argc; i++)
			st |= bind_line(sh, argv[i], false);
	if (out.len && rt_out_write(sh, 1, out.buf, out.len) < 0) {
		rt_err(sh, "bind: write error: %s", strerror(errno));
		st = 1;
	}
	sb_free(&out);
	return st;
}
