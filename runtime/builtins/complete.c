/*
 * complete.c - programmable completion: the complete, compgen and compopt
 * utilities, the match generators behind their actions, and the protocol
 * that runs a compspec for an interactive command line.
 *
 * Design:
 *  - A compspec is a struct rt_compspec in sh->compspecs, a table laid
 *    out as bash's so that `complete -p` lists in bash's order.  Generation
 *    follows bash's order: the actions (in enum order), -G, -W, -F, -C;
 *    then -X removes matches (with '!' it keeps them; '&' in the pattern
 *    stands for the word), then -P and -S are added.  Action and -W matches
 *    must start with the word; -F's COMPREPLY and -C's lines are
 *    taken as they are, and so are -G's.  -o plusdirs adds directories, -o dirnames tries
 *    them when nothing matched; -o default and bashdefault are the
 *    caller's (compgen: file names; the line editor: its own completion).
 *  - A completion function runs with COMP_WORDS/COMP_CWORD/COMP_LINE/
 *    COMP_POINT/COMP_TYPE/COMP_KEY set and its compspec copied into
 *    sh->comp_cur, which compopt without a name changes.  The line is the
 *    current command only (from after the last ; & | ( or newline), and
 *    COMP_WORDS splits it at blanks and at COMP_WORDBREAKS characters,
 *    each run of non-blank break characters being a word, as bash does.
 *  - The -D compspec's function returning 124 means "a compspec for the
 *    command may have been loaded": the lookup is tried again (bash-
 *    completion's _completion_loader depends on it).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bind.h"
#include "builtins.h"
#include "complete.h"
#include "table.h"
#include "../../frontend/parser.h"
#include "../error.h"
#include "../exec.h"
#include "../expand.h"
#include "../jobs.h"
#include "../options.h"
#include "../output.h"
#include "../pattern.h"
#include "../trap.h"
#include "../var.h"

static const struct {
	const char *name;
	char letter;
} actions[RT_CA_COUNT] = {
	{ "alias", 'a' },   { "arrayvar", 0 },  { "binding", 0 },
	{ "builtin", 'b' }, { "command", 'c' }, { "directory", 'd' },
	{ "disabled", 0 },  { "enabled", 0 },   { "export", 'e' },
	{ "file", 'f' },    { "function", 0 },  { "group", 'g' },
	{ "helptopic", 0 }, { "hostname", 0 },  { "job", 'j' },
	{ "keyword", 'k' }, { "running", 0 },   { "service", 's' },
	{ "setopt", 0 },    { "shopt", 0 },     { "signal", 0 },
	{ "stopped", 0 },   { "user", 'u' },    { "variable", 'v' },
};

static const char *const copt_names[] = { "bashdefault", "default",  "dirnames",
					  "filenames",   "noquote",  "nosort",
					  "nospace",     "plusdirs", NULL };

static const char *const keywords[] = { "if",     "then",   "else",     "elif",
					"fi",     "case",   "esac",     "for",
					"select", "while",  "until",    "do",
					"done",   "in",     "function", "time",
					"{",      "}",      "!",        "[[",
					"]]",     "coproc", NULL };

/* set -o names bash completes (its table has a few Quirl lacks) */
static const char *const setopt_extra[] = { "braceexpand",
					    "hashall",
					    "histexpand",
					    "history",
					    "interactive-comments",
					    "keyword",
					    "notify",
					    "onecmd",
					    "physical",
					    "errtrace",
					    "functrace",
					    NULL };

/* ------------------------------------------------------------ compspecs */

static void spec_free(struct rt_compspec *cs)
{
	if (!cs)
		return;
	free(cs->glob);
	free(cs->words);
	free(cs->prefix);
	free(cs->suffix);
	free(cs->filter);
	free(cs->func);
	free(cs->cmd);
	free(cs);
}

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

static struct rt_compspec *spec_copy(const struct rt_compspec *cs)
{
	struct rt_compspec *c = xmalloc(sizeof *c);
	*c = *cs;
	c->glob = dup_or_null(cs->glob);
	c->words = dup_or_null(cs->words);
	c->prefix = dup_or_null(cs->prefix);
	c->suffix = dup_or_null(cs->suffix);
	c->filter = dup_or_null(cs->filter);
	c->func = dup_or_null(cs->func);
	c->cmd = dup_or_null(cs->cmd);
	return c;
}

/* The compspec table.  `complete -p` lists it in bash's hash-table
 * order, so it is laid out as bash's is: 512 chained buckets indexed by
 * FNV-1 (multiply, then xor: not strmap_hash's FNV-1a) of the name, a
 * new name pushed at the head of its chain; before an insertion that
 * finds twice as many entries as buckets the table grows fourfold,
 * walking the old buckets in order and pushing each entry at the head
 * of its new chain.  It never shrinks, not even when emptied. */
struct comp_node {
	struct comp_node *next;
	uint32_t hash;
	char *name;
	struct rt_compspec *cs;
};

struct rt_comptab {
	struct comp_node **bucket;
	size_t nbuckets, n;
};

#define COMPTAB_BUCKETS 512

static uint32_t comptab_hash(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++)
		h = (h * 16777619u) ^ (uint32_t)(unsigned char)*s;
	return h;
}

static struct comp_node **comptab_slot(struct shell *sh, const char *name)
{
	struct rt_comptab *t = sh->compspecs;
	if (!t)
		return NULL;
	struct comp_node **p =
		&t->bucket[comptab_hash(name) & (t->nbuckets - 1)];
	while (*p && strcmp((*p)->name, name))
		p = &(*p)->next;
	return p;
}

static struct rt_compspec *comptab_get(struct shell *sh, const char *name)
{
	struct comp_node **p = comptab_slot(sh, name);
	return p && *p ? (*p)->cs : NULL;
}

static void comptab_link(struct rt_comptab *t, struct comp_node *e)
{
	struct comp_node **b = &t->bucket[e->hash & (t->nbuckets - 1)];
	e->next = *b;
	*b = e;
}

/* Sets NAME's compspec to CS (owned by the table from now on). */
static void comptab_put(struct shell *sh, const char *name,
			struct rt_compspec *cs)
{
	struct comp_node **p = comptab_slot(sh, name);
	if (p && *p) {
		spec_free((*p)->cs);
		(*p)->cs = cs;
		return;
	}
	struct rt_comptab *t = sh->compspecs;
	if (!t) {
		t = sh->compspecs = xcalloc(1, sizeof *t);
		t->nbuckets = COMPTAB_BUCKETS;
		t->bucket = xcalloc(t->nbuckets, sizeof *t->bucket);
	} else if (t->n >= t->nbuckets * 2) {
		struct comp_node **old = t->bucket;
		size_t oldn = t->nbuckets;
		t->nbuckets *= 4;
		t->bucket = xcalloc(t->nbuckets, sizeof *t->bucket);
		for (size_t i = 0; i < oldn; i++)
			for (struct comp_node *e = old[i], *next; e; e = next) {
				next = e->next;
				comptab_link(t, e);
			}
		free(old);
	}
	struct comp_node *e = xmalloc(sizeof *e);
	e->hash = comptab_hash(name);
	e->name = xstrdup(name);
	e->cs = cs;
	comptab_link(t, e);
	t->n++;
}

static void comptab_free_node(struct comp_node *e)
{
	spec_free(e->cs);
	free(e->name);
	free(e);
}

/* Removes NAME's compspec; false if it had none. */
static bool comptab_del(struct shell *sh, const char *name)
{
	struct comp_node **p = comptab_slot(sh, name);
	if (!p || !*p)
		return false;
	struct comp_node *e = *p;
	*p = e->next;
	comptab_free_node(e);
	sh->compspecs->n--;
	return true;
}

/* Removes every compspec; the table keeps its size, as bash's does. */
static void comptab_clear(struct shell *sh)
{
	struct rt_comptab *t = sh->compspecs;
	for (size_t i = 0; t && i < t->nbuckets; i++)
		for (struct comp_node *e = t->bucket[i], *next; e; e = next) {
			next = e->next;
			comptab_free_node(e);
		}
	if (t) {
		memset(t->bucket, 0, t->nbuckets * sizeof *t->bucket);
		t->n = 0;
	}
}

void rt_complete_free(struct shell *sh)
{
	comptab_clear(sh);
	if (sh->compspecs)
		free(sh->compspecs->bucket);
	free(sh->compspecs);
	sh->compspecs = NULL;
}

/* ----------------------------------------------------------- generators */

static bool has_prefix(const char *s, const char *pre, size_t n)
{
	return !strncmp(s, pre, n);
}

static void add_map_names(struct strvec *out, const struct strmap *m,
			  const char *w)
{
	size_t n = strlen(w);
	for (size_t i = 0; i < m->cap; i++)
		if (strmap_live(&m->tab[i]) && has_prefix(m->tab[i].key, w, n))
			sv_pushdup(out, m->tab[i].key);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorts the entries of OUT from FROM on (one action's own order). */
static void sort_from(struct strvec *out, size_t from)
{
	if (out->n - from > 1)
		qsort(out->v + from, out->n - from, sizeof *out->v, cmp_str);
}

void rt_complete_sort_unique(struct strvec *out, size_t from)
{
	sort_from(out, from);
	size_t k = from;
	for (size_t i = from; i < out->n; i++) {
		if (k > from && !strcmp(out->v[k - 1], out->v[i]))
			free(out->v[i]);
		else
			out->v[k++] = out->v[i];
	}
	out->n = k;
	if (out->v)
		out->v[k] = NULL;
}

static void gen_vars(struct shell *sh, const char *w, unsigned need,
		     struct strvec *out)
{
	size_t n, wl = strlen(w);
	struct var **v = rt_var_sorted(sh, need, &n);
	for (size_t i = 0; i < n; i++)
		if (has_prefix(v[i]->name, w, wl) &&
		    (need != VF_ARRAY || (v[i]->flags & (VF_ARRAY | VF_ASSOC))))
			sv_pushdup(out, v[i]->name);
	free(v);
}

static void gen_passwd(const char *w, bool groups, struct strvec *out)
{
	/* the files only: no NSS enumeration in the static binary */
	size_t wl = strlen(w);
	FILE *f = fopen(groups ? "/etc/group" : "/etc/passwd", "re");
	if (!f)
		return;
	if (groups) {
		struct group *g;
		while ((g = fgetgrent(f)))
			if (has_prefix(g->gr_name, w, wl))
				sv_pushdup(out, g->gr_name);
	} else {
		struct passwd *pw;
		while ((pw = fgetpwent(f)))
			if (has_prefix(pw->pw_name, w, wl))
				sv_pushdup(out, pw->pw_name);
	}
	fclose(f);
}

/* Names in the first column or later columns of FILE's lines (hosts:
 * every name after the address; services: the first). */
static void gen_table_file(const char *path, bool hosts, const char *w,
			   struct strvec *out)
{
	FILE *f = fopen(path, "re");
	if (!f)
		return;
	char *line = NULL;
	size_t cap = 0, wl = strlen(w);
	while (getline(&line, &cap, f) > 0) {
		char *hash = strchr(line, '#'), *save = NULL;
		if (hash)
			*hash = 0;
		int col = 0;
		for (char *t = strtok_r(line, " \t\n", &save); t;
		     t = strtok_r(NULL, " \t\n", &save), col++) {
			if (hosts ? col == 0 : col > 0)
				continue;
			if (has_prefix(t, w, wl))
				sv_pushdup(out, t);
		}
	}
	free(line);
	fclose(f);
}

static void gen_commands(struct shell *sh, const char *w, struct strvec *out)
{
	size_t wl = strlen(w);
	add_map_names(out, &sh->aliases, w);
	for (const struct builtin *b = rt_builtins; b->name; b++)
		if (has_prefix(b->name, w, wl) && rt_builtin_enabled(sh, b))
			sv_pushdup(out, b->name);
	add_map_names(out, &sh->funcs, w);
	for (int i = 0; keywords[i]; i++)
		if (has_prefix(keywords[i], w, wl))
			sv_pushdup(out, keywords[i]);
	const char *path = rt_var_get(sh, "PATH");
	char *copy = xstrdup(path ? path : "");
	for (char *dir = copy, *next; dir; dir = next) {
		next = strchr(dir, ':');
		if (next)
			*next++ = 0;
		DIR *d = opendir(*dir ? dir : ".");
		if (!d)
			continue;
		struct dirent *de;
		while ((de = readdir(d))) {
			if (!has_prefix(de->d_name, w, wl) ||
			    de->d_name[0] == '.')
				continue;
			struct strbuf full;
			struct stat st;
			sb_init(&full);
			sb_addf(&full, "%s/%s", *dir ? dir : ".", de->d_name);
			if (stat(full.buf, &st) == 0 && S_ISREG(st.st_mode) &&
			    access(full.buf, X_OK) == 0)
				sv_pushdup(out, de->d_name);
			sb_free(&full);
		}
		closedir(d);
	}
	free(copy);
}

/* Files (or only directories) whose name starts with W; a leading "~/"
 * or "~" alone is the home directory and stays in the result.  Names
 * starting with a dot are included only when the base name typed so far
 * starts with one, unless the word is empty as readline does. */
static void gen_files(struct shell *sh, const char *w, bool dirs_only,
		      struct strvec *out)
{
	const char *slash = strrchr(w, '/');
	size_t dlen = slash ? (size_t)(slash - w) + 1 : 0;
	const char *base = w + dlen;
	struct strbuf dir;
	sb_init(&dir);
	const char *home = rt_var_get(sh, "HOME");
	if (w[0] == '~' && (w[1] == '/' || !w[1]) && home && dlen) {
		sb_adds(&dir, home);
		sb_addn(&dir, w + 1, dlen - 1);
	} else {
		sb_addn(&dir, w, dlen);
	}
	DIR *d = opendir(dir.len ? dir.buf : ".");
	struct dirent *de;
	size_t blen = strlen(base);
	while (d && (de = readdir(d))) {
		const char *n = de->d_name;
		if (!has_prefix(n, base, blen) || !strcmp(n, ".") ||
		    !strcmp(n, ".."))
			continue;
		struct strbuf full;
		struct stat st;
		sb_init(&full);
		sb_addf(&full, "%s%s", dir.len ? dir.buf : "./", n);
		if (!dirs_only ||
		    (stat(full.buf, &st) == 0 && S_ISDIR(st.st_mode))) {
			struct strbuf cand;
			sb_init(&cand);
			sb_addn(&cand, w, dlen);
			sb_adds(&cand, n);
			sv_push(out, sb_detach(&cand));
		}
		sb_free(&full);
	}
	if (d)
		closedir(d);
	sb_free(&dir);
}

static void gen_signals(struct shell *sh, const char *w, struct strvec *out)
{
	size_t wl = strlen(w);
	for (int sig = 0; sig < RT_TRAP_SLOTS; sig++) {
		char buf[32], full[40];
		const char *name = sig == 0 ? "EXIT" : NULL;
		if (!name && sig < NSIG &&
		    rt_sig_full_name(sig, buf, sizeof buf)) {
			snprintf(full, sizeof full, "SIG%s",
				 rt_sig_full_name(sig, buf, sizeof buf));
			name = full;
		} else if (!name && sig >= RT_TRAP_DEBUG) {
			name = rt_trap_name(sh, sig, buf, sizeof buf);
		}
		if (name && has_prefix(name, w, wl))
			sv_pushdup(out, name);
	}
}

static void gen_setopt(const char *w, struct strvec *out)
{
	size_t wl = strlen(w), from = out->n;
	for (const struct opt_desc *o = rt_opt_table; o->name; o++)
		if (has_prefix(o->name, w, wl) && strcmp(o->name, "stdin") &&
		    strcmp(o->name, "interactive"))
			sv_pushdup(out, o->name);
	for (int i = 0; setopt_extra[i]; i++)
		if (has_prefix(setopt_extra[i], w, wl))
			sv_pushdup(out, setopt_extra[i]);
	sort_from(out, from);
}

void rt_complete_action(struct shell *sh, enum rt_complete_action action,
			const char *w, struct strvec *out)
{
	size_t wl = strlen(w), from = out->n;
	switch (action) {
	case RT_CA_ALIAS:
		add_map_names(out, &sh->aliases, w);
		break;
	case RT_CA_ARRAYVAR:
		gen_vars(sh, w, VF_ARRAY, out);
		break;
	case RT_CA_BINDING: /* the names bind -l lists */
		bi_bind_names(w, out);
		break;
	case RT_CA_JOB:
	case RT_CA_RUNNING:
	case RT_CA_STOPPED:
		rt_jobs_names(sh,
			      action == RT_CA_JOB       ? 0
			      : action == RT_CA_RUNNING ? 'r'
							: 's',
			      w, out);
		return; /* bash's order, duplicates kept */
	case RT_CA_BUILTIN:
	case RT_CA_HELPTOPIC:
	case RT_CA_DISABLED:
	case RT_CA_ENABLED:
		for (const struct builtin *b = rt_builtins; b->name; b++) {
			bool on = rt_builtin_enabled(sh, b);
			if (has_prefix(b->name, w, wl) &&
			    (action == RT_CA_DISABLED  ? !on
			     : action == RT_CA_ENABLED ? on
						       : true))
				sv_pushdup(out, b->name);
		}
		if (action == RT_CA_HELPTOPIC)
			for (const struct builtin *b = rt_help_topics; b->name;
			     b++)
				if (has_prefix(b->name, w, wl))
					sv_pushdup(out, b->name);
		return;
	case RT_CA_COMMAND:
		gen_commands(sh, w, out);
		break;
	case RT_CA_DIRECTORY:
	case RT_CA_FILE:
		gen_files(sh, w, action == RT_CA_DIRECTORY, out);
		break;
	case RT_CA_EXPORT:
		gen_vars(sh, w, VF_EXPORT, out);
		return;
	case RT_CA_FUNCTION:
		add_map_names(out, &sh->funcs, w);
		break;
	case RT_CA_GROUP:
	case RT_CA_USER:
		gen_passwd(w, action == RT_CA_GROUP, out);
		return;
	case RT_CA_HOSTNAME: {
		const char *hf = rt_var_get(sh, "HOSTFILE");
		gen_table_file(hf && *hf ? hf : "/etc/hosts", true, w, out);
		return;
	}
	case RT_CA_KEYWORD:
		for (int i = 0; keywords[i]; i++)
			if (has_prefix(keywords[i], w, wl))
				sv_pushdup(out, keywords[i]);
		return;
	case RT_CA_SERVICE:
		gen_table_file("/etc/services", false, w, out);
		break;
	case RT_CA_SETOPT:
		gen_setopt(w, out);
		return;
	case RT_CA_SHOPT:
		for (const struct shopt_desc *o = rt_shopt_table; o->name; o++)
			if (has_prefix(o->name, w, wl))
				sv_pushdup(out, o->name);
		return;
	case RT_CA_SIGNAL:
		gen_signals(sh, w, out);
		return;
	case RT_CA_VARIABLE:
		gen_vars(sh, w, 0, out);
		return;
	case RT_CA_COUNT:
		return;
	}
	/* a name both a builtin and on PATH, or in two PATH directories */
	rt_complete_sort_unique(out, from);
}

/* The end of the $(...), ${...} or `...` that starts at P (quotes and
 * nesting respected; the end of the string if it is not closed). */
static const char *nested_end(const char *p)
{
	char open = p[0] == '`' ? '`' : p[1], close;
	close = open == '(' ? ')' : open == '{' ? '}' : '`';
	int depth = 0;
	char q = 0;
	for (p += open == '`' ? 1 : 2; *p; p++) {
		if (*p == '\\' && q != '\'' && p[1])
			p++;
		else if (q)
			q = *p == q ? 0 : q;
		else if (*p == '\'' || (*p == '"' && open != '`'))
			q = *p;
		else if (*p == close && depth-- == 0)
			return p + 1;
		else if (*p == open && open != '`')
			depth++;
	}
	return p;
}

/* -W: the list is split at IFS characters outside quotes, then each word
 * is expanded (no pathname expansion) and kept if it starts with W. */
static void gen_wordlist(struct shell *sh, const char *list, const char *w,
			 struct strvec *out)
{
	const char *ifs = rt_ifs(sh);
	struct strbuf text;
	sb_init(&text);
	sb_adds(&text, "( ");
	char q = 0;
	for (const char *p = list; *p; p++) {
		char c = *p;
		if (q) {
			if (c == '\\' && q == '"' && p[1]) {
				sb_addc(&text, c);
				c = *++p;
			} else if (c == q) {
				q = 0;
			}
		} else if (c == '\\' && p[1]) {
			sb_addc(&text, c);
			c = *++p;
		} else if (c == '\'' || c == '"') {
			q = c;
		} else if (c == '`' ||
			   (c == '$' && (p[1] == '(' || p[1] == '{'))) {
			const char *e = nested_end(p);
			sb_addn(&text, p, (size_t)(e - p));
			p = e - 1;
			continue;
		} else if (strchr(ifs, c) && c) {
			sb_adds(&text, " ");
			continue;
		} else if (strchr(" \t\n|&;<>()#", c)) {
			sb_adds(&text,
				"\\"); /* text of the word, as bash has it */
		}
		sb_addc(&text, c);
	}
	sb_adds(&text, " )");
	struct arena *arena = arena_new();
	struct assign *a = parser_compound(arena, text.buf, text.len);
	size_t wl = strlen(w);
	if (a) {
		struct arena *caller = sh->cur_arena;
		sh->cur_arena = arena;
		for (int i = 0; i < a->nelems; i++) {
			struct strvec f = { 0 };
			if (rt_expand(sh, &a->elems[i], 1, EXP_SPLIT, &f,
				      NULL) == 0)
				for (size_t k = 0; k < f.n; k++)
					if (has_prefix(f.v[k], w, wl))
						sv_pushdup(out, f.v[k]);
			sv_free(&f);
		}
		sh->cur_arena = caller;
	}
	arena_unref(arena);
	sb_free(&text);
}

/* -G: the pattern's matches, whatever the word (as in bash) */
static void gen_glob(struct shell *sh, const char *pat, struct strvec *out)
{
	struct strvec g = { 0 };
	rt_glob(sh, pat, &g);
	for (size_t i = 0; i < g.n; i++)
		sv_pushdup(out, g.v[i]);
	sv_free(&g);
}

/* Reads the array COMPREPLY into OUT. */
static void read_compreply(struct shell *sh, struct strvec *out)
{
	struct var *v = rt_var_find(sh, "COMPREPLY");
	if (!v || (v->flags & VF_UNSET))
		return;
	if (!(v->flags & (VF_ARRAY | VF_ASSOC))) {
		sv_pushdup(out, rt_var_str(sh, v));
		return;
	}
	struct rt_aelem *e;
	size_t n = rt_var_elems(sh, v, &e);
	for (size_t i = 0; i < n; i++)
		sv_pushdup(out, e[i].val ? e[i].val : "");
}

/* The words of the completion call: $1 command, $2 word, $3 previous. */
struct comp_call {
	const char *cmd, *word, *prev;
};

/* -F: returns the function's status (124: try again), -1 when it does
 * not exist. */
static int gen_function(struct shell *sh, const char *name,
			const struct comp_call *cc, struct strvec *out)
{
	struct func *f = rt_func_find(sh, name);
	if (!f) {
		rt_err(sh, "completion: function `%s' not found", name);
		return -1;
	}
	rt_var_unset(sh, "COMPREPLY");
	char *argv[] = { (char *)name, (char *)cc->cmd, (char *)cc->word,
			 (char *)cc->prev, NULL };
	int st = rt_call_function(sh, f, argv);
	if (sh->skip == SKIP_RETURN)
		sh->skip = SKIP_NONE;
	if (st != 124)
		read_compreply(sh, out);
	rt_var_unset(sh, "COMPREPLY");
	return st;
}

/* -C: the command runs as a command substitution with the three words
 * appended; each line of its output is a match. */
static void gen_command(struct shell *sh, const char *cmd,
			const struct comp_call *cc, struct strvec *out)
{
	struct strbuf text;
	sb_init(&text);
	sb_adds(&text, "$(");
	sb_adds(&text, cmd);
	const char *args[] = { cc->cmd, cc->word, cc->prev };
	for (int i = 0; i < 3; i++) {
		sb_addc(&text, ' ');
		rt_shell_quote_always(&text, args[i]);
	}
	sb_adds(&text, "\n)");
	struct arena *arena = arena_new();
	struct word *wd = parser_template(arena, text.buf, text.len);
	char *res = NULL;
	struct arena *caller = sh->cur_arena;
	sh->cur_arena = arena;
	if (wd && rt_expand(sh, &wd, 1, EXP_HEREDOC, NULL, &res) == 0 && res) {
		char *save = NULL;
		for (char *l = strtok_r(res, "\n", &save); l;
		     l = strtok_r(NULL, "\n", &save))
			sv_pushdup(out, l);
	}
	sh->cur_arena = caller;
	free(res);
	arena_unref(arena);
	sb_free(&text);
}

/* -X: removes the matches the pattern matches ("!": keeps only those);
 * an unescaped '&' in it is the word being completed. */
static void apply_filter(const char *filter, const char *w, struct strvec *m)
{
	bool keep = filter[0] == '!';
	struct strbuf pat;
	sb_init(&pat);
	for (const char *p = filter + keep; *p; p++) {
		if (*p == '\\' && p[1] == '&') {
			sb_addc(&pat, *++p);
		} else if (*p == '&') {
			for (const char *s = w; *s; s++) {
				if (rt_pattern_special(*s, false))
					sb_addc(&pat, '\\');
				sb_addc(&pat, *s);
			}
		} else {
			sb_addc(&pat, *p);
		}
	}
	size_t k = 0;
	for (size_t i = 0; i < m->n; i++) {
		if (rt_pattern_match(pat.buf, m->v[i]) == keep)
			m->v[k++] = m->v[i];
		else
			free(m->v[i]);
	}
	m->n = k;
	if (m->v)
		m->v[k] = NULL;
	sb_free(&pat);
}

/* Generates the matches of CS for CC->word.  Returns 124 when the
 * function asked for a retry, 0 otherwise. */
static int gen_spec(struct shell *sh, const struct rt_compspec *cs,
		    const struct comp_call *cc, struct strvec *out)
{
	const char *w = cc->word;
	for (int a = 0; a < RT_CA_COUNT; a++)
		if (cs->actions & (1u << a))
			rt_complete_action(sh, (enum rt_complete_action)a, w,
					   out);
	if (cs->glob)
		gen_glob(sh, cs->glob, out);
	if (cs->words)
		gen_wordlist(sh, cs->words, w, out);
	if (cs->func && gen_function(sh, cs->func, cc, out) == 124)
		return 124;
	if (cs->cmd)
		gen_command(sh, cs->cmd, cc, out);
	if (cs->filter)
		apply_filter(cs->filter, w, out);
	if (cs->prefix || cs->suffix) {
		for (size_t i = 0; i < out->n; i++) {
			struct strbuf sb;
			sb_init(&sb);
			sb_addf(&sb, "%s%s%s", cs->prefix ? cs->prefix : "",
				out->v[i], cs->suffix ? cs->suffix : "");
			free(out->v[i]);
			out->v[i] = sb_detach(&sb);
		}
	}
	if (!out->n && (cs->opts & RT_CO_DIRNAMES))
		gen_files(sh, w, true, out);
	else if (cs->opts & RT_CO_PLUSDIRS)
		gen_files(sh, w, true, out);
	return 0;
}

/* ------------------------------------------------------ option parsing */

static int find_name(const char *const *names, const char *s)
{
	for (int i = 0; names[i]; i++)
		if (!strcmp(names[i], s))
			return i;
	return -1;
}

static int find_action(const char *s)
{
	for (int i = 0; i < RT_CA_COUNT; i++)
		if (!strcmp(actions[i].name, s))
			return i;
	return -1;
}

enum { WHO_COMPLETE, WHO_COMPGEN, WHO_COMPOPT };

struct comp_args {
	struct rt_compspec cs;
	unsigned opts_off;         /* compopt +o */
	bool print, remove;        /* -p -r */
	bool dflt, empty, initial; /* -D -E -I */
	int first;                 /* index of the first operand */
};

static void set_str(char **field, const char *val)
{
	free(*field);
	*field = xstrdup(val);
}

/* Parses the options of complete, compgen and compopt (which accepts only
 * -o/+o and -DEI).  Returns 0, or the status after an error message. */
static int parse_args(struct shell *sh, int who, int argc, char **argv,
		      struct comp_args *ca)
{
	const char *name = argv[0];
	int i = 1;
	for (; i < argc; i++) {
		const char *arg = argv[i];
		bool plus = arg[0] == '+';
		if ((arg[0] != '-' && !plus) || !arg[1])
			break;
		if (!strcmp(arg, "--")) {
			i++;
			break;
		}
		if (plus && (who != WHO_COMPOPT || strcmp(arg, "+o")))
			break;
		for (const char *c = arg + 1; *c; c++) {
			const char *letters =
				who == WHO_COMPOPT ? "DEIo"
				: who == WHO_COMPGEN
					? "abcdefgjksuvoAGWFCXPS"
					: "abcdefgjksuvoAGWFCXPSprDEI";
			if (!strchr(letters, *c)) {
				rt_err(sh, "%s: -%c: invalid option", name, *c);
				return rt_builtin_usage(sh,
							rt_builtin_find(name));
			}
			const char *lp = NULL;
			for (int a = 0; a < RT_CA_COUNT; a++)
				if (actions[a].letter == *c)
					lp = actions[a].name;
			if (lp) {
				ca->cs.actions |= 1u << find_action(lp);
				continue;
			}
			switch (*c) {
			case 'p':
				ca->print = true;
				continue;
			case 'r':
				ca->remove = true;
				continue;
			case 'D':
				ca->dflt = true;
				continue;
			case 'E':
				ca->empty = true;
				continue;
			case 'I':
				ca->initial = true;
				continue;
			}
			/* options with an argument: the rest of this word or
			 * the next one */
			const char *val = c[1] ? c + 1 : argv[i + 1];
			if (!val) {
				rt_err(sh,
				       "%s: -%c: option requires an argument",
				       name, *c);
				return rt_builtin_usage(sh,
							rt_builtin_find(name));
			}
			if (!c[1])
				i++;
			int k;
			switch (*c) {
			case 'o':
				k = find_name(copt_names, val);
				if (k < 0) {
					rt_err(sh,
					       "%s: %s: invalid option name",
					       name, val);
					return 2;
				}
				if (plus) {
					ca->opts_off |= 1u << k;
					ca->cs.opts &= ~(1u << k);
				} else {
					ca->cs.opts |= 1u << k;
					ca->opts_off &= ~(1u << k);
				}
				break;
			case 'A':
				k = find_action(val);
				if (k < 0) {
					rt_err(sh,
					       "%s: %s: invalid action name",
					       name, val);
					return 2;
				}
				ca->cs.actions |= 1u << k;
				break;
			case 'G':
				set_str(&ca->cs.glob, val);
				break;
			case 'W':
				set_str(&ca->cs.words, val);
				break;
			case 'F':
				set_str(&ca->cs.func, val);
				break;
			case 'C':
				set_str(&ca->cs.cmd, val);
				break;
			case 'X':
				set_str(&ca->cs.filter, val);
				break;
			case 'P':
				set_str(&ca->cs.prefix, val);
				break;
			case 'S':
				set_str(&ca->cs.suffix, val);
				break;
			}
			break;
		}
	}
	ca->first = i;
	return 0;
}

static void args_free(struct comp_args *ca)
{
	struct rt_compspec *c = xmalloc(sizeof *c);
	*c = ca->cs;
	spec_free(c);
}

/* ------------------------------------------------------------- complete */

static void print_quoted_opt(struct strbuf *sb, const char *opt,
			     const char *val)
{
	if (!val)
		return;
	sb_addf(sb, " %s ", opt);
	rt_shell_quote_always(sb, val);
}

static void print_spec(struct strbuf *sb, const char *name,
		       const struct rt_compspec *cs)
{
	sb_adds(sb, "complete");
	for (int k = 0; copt_names[k]; k++)
		if (cs->opts & (1u << k))
			sb_addf(sb, " -o %s", copt_names[k]);
	for (int a = 0; a < RT_CA_COUNT; a++)
		if ((cs->actions & (1u << a)) && actions[a].letter)
			sb_addf(sb, " -%c", actions[a].letter);
	for (int a = 0; a < RT_CA_COUNT; a++)
		if ((cs->actions & (1u << a)) && !actions[a].letter)
			sb_addf(sb, " -A %s", actions[a].name);
	print_quoted_opt(sb, "-G", cs->glob);
	print_quoted_opt(sb, "-W", cs->words);
	print_quoted_opt(sb, "-P", cs->prefix);
	print_quoted_opt(sb, "-S", cs->suffix);
	print_quoted_opt(sb, "-X", cs->filter);
	if (cs->func)
		sb_addf(sb, " -F %s", cs->func);
	print_quoted_opt(sb, "-C", cs->cmd);
	if (!strcmp(name, RT_COMPLETE_DEFAULT))
		sb_adds(sb, " -D\n");
	else if (!strcmp(name, RT_COMPLETE_EMPTY))
		sb_adds(sb, " -E\n");
	else if (!strcmp(name, RT_COMPLETE_INITIAL))
		sb_adds(sb, " -I\n");
	else { /* quoted where the shell would read it otherwise, as bash
		* ('' for the empty name bash-completion defines) */
		sb_addc(sb, ' ');
		rt_shell_quote(sb, name);
		sb_addc(sb, '\n');
	}
}

/* Every compspec, in the table's order (bash's). */
static void print_all(struct shell *sh, struct strbuf *sb)
{
	struct rt_comptab *t = sh->compspecs;
	for (size_t i = 0; t && i < t->nbuckets; i++)
		for (struct comp_node *e = t->bucket[i]; e; e = e->next)
			print_spec(sb, e->name, e->cs);
}

/* The names the operands and -D/-E/-I stand for. */
static void spec_names(const struct comp_args *ca, int argc, char **argv,
		       struct strvec *names)
{
	if (ca->dflt)
		sv_pushdup(names, RT_COMPLETE_DEFAULT);
	if (ca->empty)
		sv_pushdup(names, RT_COMPLETE_EMPTY);
	if (ca->initial)
		sv_pushdup(names, RT_COMPLETE_INITIAL);
	if (!names->n)
		for (int i = ca->first; i < argc; i++)
			sv_pushdup(names, argv[i]);
}

static int flush(struct shell *sh, struct strbuf *sb, int status)
{
	if (sb->len && rt_out_write(sh, 1, sb->buf, sb->len) < 0)
		status = 1;
	sb_free(sb);
	return status;
}

BUILTIN(complete)
{
	struct comp_args ca = { 0 };
	int st = parse_args(sh, WHO_COMPLETE, argc, argv, &ca);
	if (st) {
		args_free(&ca);
		return st;
	}
	struct strvec names = { 0 };
	spec_names(&ca, argc, argv, &names);
	struct strbuf sb;
	sb_init(&sb);
	bool nothing = !ca.cs.actions && !ca.cs.opts && !ca.cs.glob &&
		       !ca.cs.words && !ca.cs.func && !ca.cs.cmd &&
		       !ca.cs.filter && !ca.cs.prefix && !ca.cs.suffix;
	if (ca.print || (argc == 1)) {
		if (!names.n)
			print_all(sh, &sb);
		for (size_t i = 0; i < names.n; i++) {
			struct rt_compspec *cs = comptab_get(sh, names.v[i]);
			if (cs) {
				print_spec(&sb, names.v[i], cs);
				continue;
			}
			rt_out_write(sh, 1, sb.buf, sb.len);
			sb_reset(&sb);
			rt_err(sh, "complete: %s: no completion specification",
			       names.v[i]);
			st = 1;
		}
	} else if (ca.remove) {
		if (!names.n)
			comptab_clear(sh);
		for (size_t i = 0; i < names.n; i++) {
			if (comptab_del(sh, names.v[i]))
				continue;
			rt_err(sh, "complete: %s: no completion specification",
			       names.v[i]);
			st = 1;
		}
	} else if (!names.n && nothing) {
		print_all(sh, &sb);
	} else {
		for (size_t i = 0; i < names.n; i++)
			comptab_put(sh, names.v[i], spec_copy(&ca.cs));
	}
	sv_free(&names);
	args_free(&ca);
	return flush(sh, &sb, st);
}

/* -------------------------------------------------------------- compgen */

BUILTIN(compgen)
{
	struct comp_args ca = { 0 };
	int st = parse_args(sh, WHO_COMPGEN, argc, argv, &ca);
	if (st) {
		args_free(&ca);
		return st;
	}
	const char *w = ca.first < argc ? argv[ca.first] : "";
	if (ca.cs.func)
		rt_err(sh, "compgen: warning: -F option may not work as you "
			   "expect");
	if (ca.cs.cmd)
		rt_err(sh, "compgen: warning: -C option may not work as you "
			   "expect");
	struct comp_call cc = { "compgen", w, "" };
	struct strvec m = { 0 };
	gen_spec(sh, &ca.cs, &cc, &m);
	if (!m.n && (ca.cs.opts & RT_CO_DEFAULT))
		gen_files(sh, w, false, &m);
	struct strbuf sb;
	sb_init(&sb);
	for (size_t i = 0; i < m.n; i++)
		sb_addf(&sb, "%s\n", m.v[i]);
	/* nothing to generate at all is success, as in bash */
	bool none = !ca.cs.actions && !ca.cs.glob && !ca.cs.words &&
		    !ca.cs.func && !ca.cs.cmd;
	st = m.n || none ? 0 : 1;
	sv_free(&m);
	args_free(&ca);
	return flush(sh, &sb, st);
}

/* -------------------------------------------------------------- compopt */

static void apply_opts(struct rt_compspec *cs, const struct comp_args *ca)
{
	cs->opts = (cs->opts | ca->cs.opts) & ~ca->opts_off;
}

static void print_compopt(struct strbuf *sb, const char *name,
			  const struct rt_compspec *cs)
{
	sb_adds(sb, "compopt");
	for (int k = 0; copt_names[k]; k++)
		sb_addf(sb, " %co %s", cs->opts & (1u << k) ? '-' : '+',
			copt_names[k]);
	if (!strcmp(name, RT_COMPLETE_DEFAULT))
		sb_adds(sb, " -D\n");
	else if (!strcmp(name, RT_COMPLETE_EMPTY))
		sb_adds(sb, " -E\n");
	else if (!strcmp(name, RT_COMPLETE_INITIAL))
		sb_adds(sb, " -I\n");
	else if (*name)
		sb_addf(sb, " %s\n", name);
	else
		sb_addc(sb, '\n');
}

BUILTIN(compopt)
{
	struct comp_args ca = { 0 };
	int st = parse_args(sh, WHO_COMPOPT, argc, argv, &ca);
	if (st) {
		args_free(&ca);
		return st;
	}
	bool change = ca.cs.opts || ca.opts_off;
	struct strvec names = { 0 };
	spec_names(&ca, argc, argv, &names);
	struct strbuf sb;
	sb_init(&sb);
	if (!names.n) {
		if (!sh->comp_cur) {
			rt_err(sh, "compopt: not currently executing "
				   "completion function");
			st = 1;
		} else if (change) {
			apply_opts(sh->comp_cur, &ca);
		} else {
			print_compopt(&sb, "", sh->comp_cur);
		}
	}
	for (size_t i = 0; i < names.n; i++) {
		struct rt_compspec *cs = comptab_get(sh, names.v[i]);
		if (!cs) {
			rt_out_write(sh, 1, sb.buf, sb.len);
			sb_reset(&sb);
			rt_err(sh, "compopt: %s: no completion specification",
			       names.v[i]);
			st = 1;
		} else if (change) {
			apply_opts(cs, &ca);
		} else {
			print_compopt(&sb, names.v[i], cs);
		}
	}
	sv_free(&names);
	args_free(&ca);
	return flush(sh, &sb, st);
}

/* ------------------------------------------------------------ protocol */

struct cword {
	size_t start, end;
};
typedef VEC(struct cword) cword_vec;

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

/* The end of the word of LINE[0, N) that starts at I: up to a blank or
 * break character outside quotes. */
static size_t word_end(const char *line, size_t n, size_t i, const char *brk)
{
	char q = 0;
	for (; i < n; i++) {
		char c = line[i];
		if (q) {
			if (c == '\\' && q == '"' && i + 1 < n)
				i++;
			else if (c == q)
				q = 0;
		} else if (c == '\\' && i + 1 < n) {
			i++;
		} else if (c == '\'' || c == '"') {
			q = c;
		} else if (is_blank(c) || strchr(brk, c)) {
			break;
		}
	}
	return i < n ? i : n;
}

/* Splits LINE[0, N) into COMP_WORDS; returns COMP_CWORD for POINT. */
static size_t split_words(const char *line, size_t n, size_t point,
			  const char *brk, cword_vec *words)
{
	size_t cword = (size_t)-1;
	for (size_t i = 0; i < n;) {
		if (is_blank(line[i])) {
			i++;
			continue;
		}
		size_t s = i;
		if (strchr(brk, line[i]) && line[i] != '"' && line[i] != '\'') {
			while (i < n && !is_blank(line[i]) &&
			       strchr(brk, line[i]) && line[i] != '"' &&
			       line[i] != '\'')
				i++;
		} else {
			i = word_end(line, n, i, brk);
			if (i == s)
				i++;
		}
		if (cword == (size_t)-1 && point < s) {
			cword = words->n;
			VEC_PUSH(*words, ((struct cword){ point, point }));
		}
		if (cword == (size_t)-1 && point >= s && point <= i)
			cword = words->n;
		VEC_PUSH(*words, ((struct cword){ s, i }));
	}
	if (cword == (size_t)-1) {
		cword = words->n;
		VEC_PUSH(*words, ((struct cword){ point, point }));
	}
	return cword;
}

/* The start of the current command: after the last ; & | ( or newline
 * before POINT outside quotes. */
static size_t command_start(const char *line, size_t point)
{
	size_t start = 0;
	char q = 0;
	for (size_t i = 0; i < point; i++) {
		char c = line[i];
		if (q) {
			if (c == '\\' && q == '"')
				i++;
			else if (c == q)
				q = 0;
		} else if (c == '\\') {
			i++;
		} else if (c == '\'' || c == '"' || c == '`') {
			q = c;
		} else if (strchr(";&|(\n", c)) {
			start = i + 1;
		}
	}
	while (start < point && is_blank(line[start]))
		start++; /* COMP_LINE starts at the command word */
	return start;
}

char *rt_complete_unquote(const char *s, size_t n)
{
	struct strbuf sb;
	sb_init(&sb);
	char q = 0;
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (q == '\'' ? c == '\'' : !q && (c == '\'' || c == '"')) {
			q = q ? 0 : c;
		} else if (q == '"' && c == '"') {
			q = 0;
		} else if (c == '\\' && q != '\'' && i + 1 < n) {
			c = s[++i];
			if (q == '"' && !strchr("$`\"\\\n", c))
				sb_addc(&sb, '\\');
			sb_addc(&sb, c);
		} else {
			sb_addc(&sb, c);
		}
	}
	return sb_detach(&sb);
}

static void set_int_var(struct shell *sh, const char *name, long long v)
{
	char buf[32];
	snprintf(buf, sizeof buf, "%lld", v);
	rt_var_set(sh, name, buf, 0);
}

static const char *const comp_vars[] = { "COMP_WORDS", "COMP_CWORD",
					 "COMP_LINE",  "COMP_POINT",
					 "COMP_TYPE",  "COMP_KEY",
					 NULL };

/* Finds the compspec for command CMD: its own, then by its base name. */
static struct rt_compspec *lookup(struct shell *sh, const char *cmd)
{
	struct rt_compspec *cs = comptab_get(sh, cmd);
	const char *slash = strrchr(cmd, '/');
	if (!cs && slash)
		cs = comptab_get(sh, slash + 1);
	return cs;
}

void rt_complete_line(struct shell *sh, const char *line, size_t point,
		      int type, struct rt_complete_result *res)
{
	res->found = false;
	res->opts = 0;
	if (!(sh->shopts & SHOPT_PROGCOMP))
		return;
	const char *brk = rt_var_get(sh, "COMP_WORDBREAKS");
	if (!brk)
		brk = "";
	size_t cs0 = command_start(line, point);
	const char *cl = line + cs0;
	size_t cpoint = point - cs0, clen = strlen(cl);
	cword_vec words = { 0 };
	size_t cword = split_words(cl, clen, cpoint, brk, &words);
	/* the word to replace: back from the cursor to a blank or break */
	struct cword *cw = &words.v[cword];
	size_t wstart = cw->start;
	for (size_t i = cw->start; i < cpoint;) {
		size_t e = word_end(cl, cpoint, i, brk);
		if (e >= cpoint)
			break;
		i = e + 1;
		wstart = i;
	}
	res->start = cs0 + wstart;
	char *cmd = rt_complete_unquote(cl + words.v[0].start,
					words.v[0].end - words.v[0].start);
	char *word = rt_complete_unquote(cl + wstart, cpoint - wstart);
	/* $3 is the previous word as typed, quotes and all (bash) */
	char *prev = cword ? xstrndup(cl + words.v[cword - 1].start,
				      words.v[cword - 1].end -
					      words.v[cword - 1].start)
			   : xstrdup("");
	bool empty = true;
	for (size_t i = 0; i < clen; i++)
		empty = empty && is_blank(cl[i]);
	struct rt_compspec *cs = NULL;
	if (empty)
		cs = comptab_get(sh, RT_COMPLETE_EMPTY);
	else if (cword == 0)
		cs = comptab_get(sh, RT_COMPLETE_INITIAL);
	else
		cs = lookup(sh, cmd);
	bool dflt = false;
	if (!cs && !empty && cword) {
		cs = comptab_get(sh, RT_COMPLETE_DEFAULT);
		dflt = true;
	}
	if (!cs)
		goto done;
	/* COMP_* for the function (and the -C command) */
	struct var *wv = rt_var_cell(sh, "COMP_WORDS");
	rt_var_unset(sh, "COMP_WORDS");
	rt_var_make_array(sh, wv, false);
	for (size_t i = 0; i < words.n; i++) {
		char *t = xstrndup(cl + words.v[i].start,
				   words.v[i].end - words.v[i].start);
		rt_var_elem_set(sh, wv, (int64_t)i, NULL, t, false);
		free(t);
	}
	set_int_var(sh, "COMP_CWORD", (long long)cword);
	char *lc = xstrndup(cl, clen);
	rt_var_set(sh, "COMP_LINE", lc, 0);
	free(lc);
	set_int_var(sh, "COMP_POINT", (long long)cpoint);
	set_int_var(sh, "COMP_TYPE", type);
	set_int_var(sh, "COMP_KEY", 9);
	struct comp_call cc = { cmd, word, prev };
	int status = sh->status; /* $? is the user's, not the function's */
	for (int tries = 0; cs && tries < 8; tries++) {
		struct rt_compspec *run = spec_copy(cs);
		struct rt_compspec *outer = sh->comp_cur;
		sh->comp_cur = run;
		sv_free(res->matches);
		int r = gen_spec(sh, run, &cc, res->matches);
		sh->comp_cur = outer;
		res->opts = run->opts;
		spec_free(run);
		if (r != 124) {
			res->found = true;
			break;
		}
		/* -D's function loaded a compspec: look again */
		cs = dflt ? lookup(sh, cmd) : NULL;
		if (!cs)
			cs = comptab_get(sh, RT_COMPLETE_DEFAULT);
	}
	for (int i = 0; comp_vars[i]; i++)
		rt_var_unset(sh, comp_vars[i]);
	sh->status = status;
	if (sh->skip != SKIP_EXIT) /* an error in the function ends there */
		sh->skip = SKIP_NONE;
done:
	free(cmd);
	free(word);
	free(prev);
	VEC_FREE(words);
}
