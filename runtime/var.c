/*
 * var.c - the variable store: cells with a dual string/integer
 * representation, readonly/export attributes, function scopes, temporary
 * assignments and the environment of child processes.
 *
 * Invariants a reader must know before changing this file:
 *  - sh->vars maps every name ever used to one struct var that is never
 *    freed or moved before rt_var_free_all.  Compiled code and arithmetic
 *    trees cache cell pointers; unset only sets VF_UNSET and drops the
 *    string, and scopes save/restore a cell's contents in place.
 *  - A set cell has VF_STR, VF_INT or both.  VF_INT without VF_STR means the
 *    string is stale: .str may still point to an old buffer (kept for reuse)
 *    whose text is meaningless; rt_var_str rebuilds it.  VF_INT alongside
 *    VF_STR is a cache of the string's numeric value set by rt_var_int.
 *  - sh->var_epoch is bumped whenever a cell's VF_UNSET, VF_READONLY,
 *    VF_EXPORT or VF_LOCAL flag changes or a scope restores cells; value
 *    changes alone do not bump it (compiled code reads values through the
 *    cell).  Caching VF_INT is not a flag change in that sense.
 *  - sh->environ_dirty is set whenever the set of exported, set cells or
 *    one of their values may have changed; rt_var_environ rebuilds then.
 *  - Scopes form a stack (sh->scope innermost, sh->scope_depth its depth,
 *    starting at 1).  Saving a cell moves its contents (string ownership
 *    included) into the scope and records the old v->save_depth, so a cell
 *    is saved at most once per scope (v->save_depth == scope depth) and
 *    popping restores the exact previous state, including save_depth.
 *    Temporary-assignment scopes are ordinary scopes marked `temp`; `local`
 *    saves into the innermost function (non-temp) scope.
 */
/*
 * Arrays (bash/ksh extension):
 *  - An array is a cell with VF_ARRAY or VF_ASSOC and an .arr payload; its
 *    .str/.ival are unused.  Array cells also carry VF_SPECIAL so compiled
 *    code, which only writes cells without VF_SPECIAL, never touches them.
 *    Reading the cell as a scalar means element 0 (key "0").
 *  - Indexed arrays are a vector sorted by index: dense arrays index it
 *    directly (element i sits at position i), sparse ones binary-search.
 *  - A negative index counts back from the highest one (a set scalar
 *    being element 0 only for stores, as in bash).  One before the first
 *    element is a "bad array subscript": a read reports it and yields
 *    unset, a store through a proxy (arithmetic) reports it and changes
 *    nothing, and any other store fails.
 *  - Associative arrays are a vector, appended to as keys are added and
 *    put in bash's listing order (the order of ${!a[@]} and declare -p)
 *    when listed; a hash index of positions (struct rt_aslot) finds keys
 *    once there are a few, and is fixed up when unset shifts positions
 *    or rebuilt when listing reorders them.
 *  - "a[sub]" names (from arithmetic) map to stable proxy cells in
 *    sh->elem_cells (see struct elem_proxy): reads and writes through a
 *    proxy evaluate the subscript and go to the element.
 */
#include <assert.h>
#include <stdio.h>
#include <malloc.h>
#include <wctype.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "../frontend/interactive.h"
#include "../frontend/parser.h"
#include "shell.h"
#include "arith.h"
#include "error.h"
#include "exec.h"
#include "options.h"
#include "var.h"
#include "callstack.h"
#include "mb.h"

/* One slot of an associative array's key index: 0 in pos1 is empty. */
struct rt_aslot {
	uint32_t pos1; /* element position + 1 (2^32 elements would not fit
			  in memory anyway) */
	uint32_t hash; /* strmap_hash of that element's key */
};

struct rt_array {
	VEC(struct rt_aelem) e;
	bool plain; /* the name has no special hook: integer fast paths */
	/* Associative arrays: a linear-probing index of e's positions by key
	 * (NULL until find_key first sees AIDX_MIN elements).  When present
	 * it holds exactly one slot per element, at most half full. */
	struct rt_aslot *slots;
	size_t nslots; /* a power of two */
	/* Associative arrays: an element's idx is its insertion number
	 * (from seq); unsorted says keys were added since the elements were
	 * last put in bash's listing order (see bash_order). */
	int64_t seq;
	bool unsorted;
	/* bash's bucket count for this array (0: BASH_ASSOC_BUCKETS); it
	 * grows as bash's table does and never shrinks (see bash_order) */
	uint32_t nbuckets;
};

static void aidx_free(struct rt_array *a);
static void assoc_grow(struct rt_array *a);

static struct var *elem_proxy(struct shell *sh, const char *name, bool create);
static const char *array_str0(struct shell *sh, struct var *v);
static const char *proxy_read(struct shell *sh, struct var *p, bool fresh);
static int proxy_write(struct shell *sh, struct var *p, const char *val,
		       bool strict);
static void free_proxy(struct var *v);
static bool proxy_failed(struct var *p);
static int readonly_error(struct shell *sh, struct var *v);
static int proxy_unset(struct shell *sh, struct var *p);
static int typed_value(struct shell *sh, struct var *v, const char *val,
		       char **out);

struct var_saved {
	struct var *v;
	char *str; /* owned; meaningful with VF_STR in flags */
	int64_t ival;
	unsigned flags;
	unsigned save_depth;
	struct rt_array *arr;
};

struct var_scope {
	struct var_scope *next; /* enclosing scope */
	VEC(struct var_saved) saved;
	int depth;
	bool temp;       /* temporary assignments, not a function scope */
	bool opts_saved; /* `local -': set's options come back at the end */
	unsigned opts;
};

/* Flags whose change compiled code must notice. */
#define VF_EPOCH_MASK                                                          \
	(VF_UNSET | VF_READONLY | VF_EXPORT | VF_LOCAL | VF_NAMEREF)

bool rt_valid_ref(const char *s)
{
	const char *br = strchr(s, '[');
	size_t n = strlen(s);
	if (!br)
		return rt_valid_name_n(s, n);
	return br[1] != ']' && s[n - 1] == ']' &&
	       rt_valid_name_n(s, (size_t)(br - s));
}

static bool name_start(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool name_char(char c)
{
	return name_start(c) || (c >= '0' && c <= '9');
}

bool rt_valid_name_n(const char *s, size_t n)
{
	if (!n || !name_start(s[0]))
		return false;
	for (size_t i = 1; i < n; i++)
		if (!name_char(s[i]))
			return false;
	return true;
}

bool rt_valid_name(const char *s)
{
	/* one pass, no strlen: $1, $# and @ are refused at their first byte */
	if (!name_start(s[0]))
		return false;
	for (s++; *s; s++)
		if (!name_char(*s))
			return false;
	return true;
}

static bool is_special_name(const char *name)
{
	return !strcmp(name, "PATH") || !strcmp(name, "OPTIND") ||
	       !strcmp(name, "IFS") || !strcmp(name, "RANDOM") ||
	       !strcmp(name, "SECONDS") || !strcmp(name, "GLOBIGNORE") ||
	       !strcmp(name, "BASH_XTRACEFD") || mb_locale_name(name);
}

/* NAME's own cell (an element proxy for "a[sub]"), made when CREATE; V
 * is what the table holds for NAME. */
static struct var *own_cell_of(struct shell *sh, struct var *v,
			       const char *name, bool create)
{
	if (v && (v->flags & VF_LAZY))
		rt_var_lazy_sync(sh, v); /* FUNCNAME, $_...: built when read */
	if (v || !create)
		return v || !strchr(name, '[') ? v
					       : elem_proxy(sh, name, false);
	if (strchr(name, '['))
		return elem_proxy(sh, name, true);
	v = xcalloc(1, sizeof *v);
	v->name = xstrdup(name);
	v->flags = VF_UNSET;
	if (is_special_name(name))
		v->flags |= VF_SPECIAL;
	strmap_put(&sh->vars, name, v);
	return v;
}

static struct var *own_cell(struct shell *sh, const char *name, bool create)
{
	return own_cell_of(sh, strmap_get(&sh->vars, name), name, create);
}

/*
 * Name references (declare -n).  A reference is a cell with VF_NAMEREF
 * (and VF_SPECIAL, so compiled code never reads or stores it inline)
 * whose .str is the name it refers to, possibly "a[sub]".  It is followed
 * here and only here: rt_var_find and rt_var_cell return the cell at the
 * end of the chain, and the accessors (rt_var_str, rt_var_assign,
 * rt_var_assign_int, rt_var_int) follow a reference they are given, so
 * caches of a name's own cell (assignments, parameters, compiled code,
 * element proxies) see the current target on every use.  A reference
 * without a value ends the chain itself: assigning to it sets its target.
 * Bash follows at most NAMEREF_MAX references; a longer chain ends
 * nowhere (reads are unset, stores fail), with a warning when it is a
 * circle.
 */
#define NAMEREF_MAX 8

static bool is_ref(const struct var *v)
{
	return (v->flags & (VF_NAMEREF | VF_UNSET)) == VF_NAMEREF;
}

static struct var *follow(struct shell *sh, struct var *v, bool create)
{
	struct var *start = v;
	for (int hops = 0; v && is_ref(v); hops++) {
		if (hops == NAMEREF_MAX) {
			/* a circle comes back to a cell it passed */
			struct var *w = start;
			for (int k = 0; k < 2 * NAMEREF_MAX && w && is_ref(w);
			     k++)
				w = strmap_get(&sh->vars, w->str);
			if (w && is_ref(w))
				rt_err(sh,
				       "warning: %s: circular name reference",
				       start->name);
			return NULL;
		}
		v = own_cell(sh, v->str, create);
	}
	return v;
}

/* rt_var_find and rt_var_cell return a plain cell (no reference, no call
 * stack array to rebuild) at once, and hand everything else to
 * own_cell_of and follow. */
static bool plain_cell(const struct var *v)
{
	return v && !(v->flags & (VF_NAMEREF | VF_LAZY));
}

struct var *rt_var_find(struct shell *sh, const char *name)
{
	struct var *v = strmap_get(&sh->vars, name);
	if (plain_cell(v))
		return v;
	return follow(sh, own_cell_of(sh, v, name, false), false);
}

struct var *rt_var_cell(struct shell *sh, const char *name)
{
	struct var *v = strmap_get(&sh->vars, name);
	if (plain_cell(v))
		return v;
	return follow(sh, own_cell_of(sh, v, name, true), true);
}

struct var *rt_var_find_own(struct shell *sh, const char *name)
{
	return own_cell(sh, name, false);
}

struct var *rt_var_cell_own(struct shell *sh, const char *name)
{
	return own_cell(sh, name, true);
}

bool rt_var_is_ref(const struct var *v)
{
	return v && (v->flags & VF_NAMEREF);
}

/* The cell a reference V stands for (V itself when V is not one); NULL
 * when the chain ends nowhere, or at no cell and !CREATE. */
static struct var *deref(struct shell *sh, struct var *v, bool create)
{
	return (v->flags & VF_NAMEREF) ? follow(sh, v, create) : v;
}

struct var *rt_var_target(struct shell *sh, struct var *v)
{
	return deref(sh, v, true);
}

int rt_var_loop_assign(struct shell *sh, struct var **cell, const char *name,
		       const char *val)
{
	if (!*cell)
		*cell = own_cell(sh, name, true);
	struct var *v = *cell;
	if (!(v->flags & VF_NAMEREF))
		return rt_var_assign(sh, v, val);
	if (v->flags & VF_READONLY)
		return readonly_error(sh, v);
	if (rt_var_set_ref(sh, v, val) == -1) {
		rt_err(sh, "`%s': invalid variable name for name reference",
		       val);
		return -1;
	}
	return 0;
}

static int64_t now_us(void)
{
	struct timeval tv;
	gettimeofday(&tv, NULL);
	return (int64_t)tv.tv_sec * 1000000 + tv.tv_usec;
}

/* As bash: a non-empty GLOBIGNORE turns dotglob on, unsetting it turns
 * dotglob off, an empty value leaves it as it is. */
static void globignore_hook(struct shell *sh, struct var *v)
{
	if (v->flags & VF_UNSET)
		sh->shopts &= ~SHOPT_DOTGLOB;
	else if (*rt_var_str(sh, v))
		sh->shopts |= SHOPT_DOTGLOB;
}

/* BASH_ARGV0 (bash mode) reads as $0, and assigning it sets $0; once
 * unset it is an ordinary variable (bash). */
static void argv0_changed(struct shell *sh, struct var *v)
{
	if (v->flags & VF_UNSET) {
		v->flags &= ~(VF_LAZY | VF_SPECIAL);
		return;
	}
	const char *val = rt_var_str(sh, v);
	if (sh->arg0 && !strcmp(sh->arg0, val))
		return;
	free(sh->arg0);
	sh->arg0 = xstrdup(val);
}

/*
 * BASH_ALIASES and BASH_CMDS (bash mode) are associative views of the
 * aliases and of the command hash table: rebuilt from the table M when
 * read (rt_var_lazy_sync), and an element assigned adds that entry to M.
 * As in bash, unsetting an element removes nothing from M, and unsetting
 * the variable makes it an ordinary one.
 */
static void table_view_sync(struct shell *sh, struct var *v, struct strmap *m)
{
	if (!(v->flags & VF_ASSOC)) {
		v->flags &= ~VF_LAZY; /* unset: an ordinary variable now */
		return;
	}
	/* the sizes of bash's alias and command hash tables */
	v->arr->nbuckets = m == &sh->aliases ? 64 : 256;
	rt_var_array_clear(sh, v);
	v->flags &= ~(VF_UNSET | VF_SPECIAL); /* no hook while rebuilding */
	for (size_t i = 0; i < m->cap; i++)
		if (strmap_live(&m->tab[i]))
			rt_var_elem_set(sh, v, 0, m->tab[i].key, m->tab[i].val,
					false);
	v->flags |= VF_SPECIAL;
}

static void table_view_changed(struct shell *sh, struct var *v,
			       struct strmap *m)
{
	if (!(v->flags & VF_LAZY))
		return;
	if ((v->flags & VF_UNSET) || !(v->flags & VF_ASSOC)) {
		v->flags &= ~VF_LAZY;
		return;
	}
	struct rt_aelem *el;
	size_t n = rt_var_elems(sh, v, &el);
	for (size_t i = 0; i < n; i++) {
		const char *old = strmap_get(m, el[i].key);
		if (!old || strcmp(old, el[i].val))
			free(strmap_put(m, el[i].key, xstrdup(el[i].val)));
	}
}

/* Runs after any change of a VF_SPECIAL cell's value or set-ness. */
static void special_hook(struct shell *sh, struct var *v)
{
	/* every name below starts with one of these letters; arrays carry
	 * VF_SPECIAL for compiled code's sake, and a[i]=v comes here on
	 * every store (lcs: a tenth of its instructions in the strcmps) */
	if (!v->name[0] || !strchr("BGILOPRS", v->name[0]))
		return;
	if (!strcmp(v->name, "PATH"))
		rt_hash_clear(sh);
	else if (!strcmp(v->name, "OPTIND"))
		sh->getopts_pos = 0;
	else if (!strcmp(v->name, "IFS")) {
		/* compiled fast paths assume IFS splits no number (only
		 * this matters to them): `IFS=, read` in a hot loop keeps
		 * its region's guards valid */
		if (rt_ifs_numeric(sh) != sh->jit.ifs_numeric) {
			sh->jit.ifs_numeric = !sh->jit.ifs_numeric;
			sh->jit.gen++;
		}
	} else if (!strcmp(v->name, "RANDOM") && !(v->flags & VF_UNSET))
		sh->random_state =
			0x9E3779B97F4A7C15u ^
			(uint64_t)strtoll(rt_var_str(sh, v), NULL, 10);
	else if (!strcmp(v->name, "SECONDS") && !(v->flags & VF_UNSET))
		sh->seconds_base = now_us(),
		sh->seconds_set = strtoll(rt_var_str(sh, v), NULL, 10);
	else if (!strcmp(v->name, "GLOBIGNORE"))
		globignore_hook(sh, v);
	else if (!strcmp(v->name, "BASH_XTRACEFD") && !(v->flags & VF_UNSET) &&
		 *rt_var_str(sh, v) && rt_xtrace_fd_of(rt_var_str(sh, v)) < 0)
		rt_err(sh,
		       "BASH_XTRACEFD: %s: invalid value for trace file "
		       "descriptor",
		       rt_var_str(sh, v));
	else if (!strcmp(v->name, "BASH_ARGV0"))
		argv0_changed(sh, v);
	else if (!strcmp(v->name, "BASH_ALIASES"))
		table_view_changed(sh, v, &sh->aliases);
	else if (!strcmp(v->name, "BASH_CMDS"))
		table_view_changed(sh, v, &sh->cmdhash);
	else if (mb_locale_name(v->name))
		mb_locale_var(sh, v->name);
}

/* Sets new flags, bumping the epoch / environment as the change requires. */
static void set_flags(struct shell *sh, struct var *v, unsigned flags)
{
	rt_var_note(sh, v);
	unsigned diff = v->flags ^ flags;
	if (diff & VF_EPOCH_MASK)
		sh->var_epoch++;
	if ((v->flags | flags) & VF_EXPORT)
		sh->environ_dirty = true;
	v->flags = flags;
}

/* Common tail of every value change: allexport, environment, hooks. */
static void value_changed(struct shell *sh, struct var *v)
{
	unsigned f = v->flags & ~VF_UNSET;
	/* bash 5.2: not for arrays, which no environment can hold */
	if ((sh->opts & OPT_ALLEXPORT) && !(f & (VF_ARRAY | VF_ASSOC)))
		f |= VF_EXPORT;
	set_flags(sh, v, f);
	if (v->flags & VF_EXPORT)
		sh->environ_dirty = true;
	if (v->flags & VF_SPECIAL)
		special_hook(sh, v);
}

static int readonly_error(struct shell *sh, struct var *v)
{
	/* an element cell names its array, as the array is what is
	 * readonly */
	const char *name = v->name;
	size_t len = (v->flags & VF_ELEM) ? strcspn(name, "[") : strlen(name);
	rt_err(sh, "%.*s: readonly variable", (int)len, name);
	return -1;
}

const char *rt_var_str(struct shell *sh, struct var *v)
{
	if ((v->flags & VF_NAMEREF) && !(v = follow(sh, v, false)))
		return NULL;
	if (v->flags & VF_UNSET)
		return NULL;
	if (v->flags & VF_ELEM)
		return proxy_read(sh, v, false);
	if (v->arr)
		return array_str0(sh, v);
	if (!(v->flags & VF_STR)) {
		/* 21 bytes hold any int64 in decimal plus the NUL; a
		 * counter read each iteration keeps its buffer */
		if (!v->str || malloc_usable_size(v->str) < 24)
			v->str = xrealloc(v->str, 24);
		rt_fmt_int(v->str, v->ival);
		v->flags |= VF_STR;
	}
	return v->str;
}

const char *rt_var_get(struct shell *sh, const char *name)
{
	struct var *v = rt_var_find(sh, name);
	return v ? rt_var_str(sh, v) : NULL;
}

const char *rt_var_get_cell(struct shell *sh, struct var **cell,
			    const char *name)
{
	if (!*cell)
		*cell = own_cell(sh, name, true);
	return rt_var_str(sh, *cell);
}

bool rt_var_int_only(struct var *v)
{
	const unsigned other = VF_UNSET | VF_ARRAY | VF_ASSOC | VF_ELEM |
			       VF_NAMEREF | VF_LAZY | VF_SPECIAL;
	int64_t x;
	if ((v->flags & VF_INT) && !(v->flags & (VF_STR | VF_UNSET)))
		return true;
	if ((v->flags & other) || v->arr || !(v->flags & VF_STR) ||
	    !rt_canonical_int(v->str, &x))
		return false;
	v->ival = x;
	v->flags = (v->flags | VF_INT) & ~VF_STR;
	return true;
}

bool rt_ifs_numeric(struct shell *sh)
{
	/* (unset IFS reads as the default, which has none of these) */
	return strpbrk(rt_ifs(sh), "0123456789-") != NULL;
}

const char *rt_ifs(struct shell *sh)
{
	if (!sh->ifs_cell)
		sh->ifs_cell = own_cell(sh, "IFS", true);
	const char *s = rt_var_str(sh, sh->ifs_cell);
	return s ? s : " \t\n"; /* unset IFS splits as the default */
}

/* Whether a buffer of CAP bytes may take a value of LEN bytes: it fits,
 * and keeping it does not hold on to much more memory than needed. */
static bool reusable(size_t cap, size_t len)
{
	return cap > len && cap <= 2 * len + 64;
}

int rt_var_assign(struct shell *sh, struct var *v, const char *val)
{
	if (v->flags & VF_NAMEREF) {
		struct var *t = follow(sh, v, true);
		if (!t)
			return -1;
		if (t == v) {
			/* a reference without a value: VAL becomes its
			 * target */
			if (v->flags & VF_READONLY)
				return readonly_error(sh, v);
			if (rt_var_set_ref(sh, v, val) == 0)
				return 0;
			rt_err(sh, "`%s': not a valid identifier", val);
			return -1;
		}
		v = t;
	}
	if (v->flags & VF_READONLY)
		return readonly_error(sh, v);
	if (v->flags & VF_NOASSIGN)
		return -1;
	if (v->flags & VF_ELEM)
		return proxy_write(sh, v, val, false);
	rt_var_note(sh, v);
	if (v->arr)
		return rt_var_elem_set(sh, v, 0, "0", val, false);
	char *s;
	size_t len;
	if (v->flags & (VF_INTEGER | VF_LOWER | VF_UPPER)) {
		if (typed_value(sh, v, val, &s) < 0)
			return -1;
		free(v->str);
		v->str = s;
	} else if (v->str &&
		   reusable(malloc_usable_size(v->str), len = strlen(val))) {
		/* a loop assigning short values reuses the buffer; val may
		 * be v->str or point into it */
		memmove(v->str, val, len + 1);
	} else {
		/* a long value gets room to grow, so that s="$s..." in a
		 * loop reallocates once per 1.5x growth, not every time
		 * (each time meant a brk up and down per assignment) */
		len = strlen(val);
		s = xmalloc(len < 64 ? len + 1 : len + len / 2 + 1);
		memcpy(s, val, len + 1); /* before freeing: val may be v->str */
		free(v->str);
		v->str = s;
	}
	v->flags = (v->flags | VF_STR) & ~VF_INT;
	value_changed(sh, v);
	return 0;
}

int rt_var_assign_int(struct shell *sh, struct var *v, int64_t val)
{
	if (v->flags & VF_NAMEREF) {
		char buf[24];
		rt_fmt_int(buf, val);
		return rt_var_assign(sh, v, buf);
	}
	if (v->flags & VF_READONLY)
		return readonly_error(sh, v);
	if (v->flags & VF_NOASSIGN)
		return -1;
	if (v->arr || (v->flags & VF_ELEM)) {
		char buf[24];
		rt_fmt_int(buf, val);
		if (v->flags & VF_ELEM)
			return proxy_write(sh, v, buf, false);
		return rt_var_elem_set(sh, v, 0, "0", buf, false);
	}
	rt_var_note(sh, v);
	v->ival = val;
	v->flags = (v->flags | VF_INT) & ~VF_STR;
	value_changed(sh, v);
	return 0;
}

int rt_var_set(struct shell *sh, const char *name, const char *val,
	       unsigned flags)
{
	struct var *v = rt_var_cell(sh, name);
	if (val && rt_var_assign(sh, v, val) < 0)
		return -1;
	flags &= VF_EXPORT | VF_READONLY;
	if ((v->flags | flags) != v->flags)
		set_flags(sh, v, v->flags | flags);
	return 0;
}

int rt_var_set_operand(struct shell *sh, const char *ref, const char *val)
{
	struct var *v = rt_var_cell(sh, ref);
	if (v->flags & VF_ELEM)
		return proxy_write(sh, v, val, true);
	return rt_var_assign(sh, v, val);
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

static int digit_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return 99;
}

/*
 * Parses a plain integer constant: blanks, an optional sign, a decimal,
 * 0-octal or 0x-hex number, blanks.  Overflow wraps (as bash does).
 * Returns 1 with *out set, 0 when s is anything else; an all-blank string
 * is 0.
 */
static int parse_plain_int(const char *s, int64_t *out)
{
	while (is_blank(*s))
		s++;
	if (!*s) {
		*out = 0;
		return 1;
	}
	bool neg = false;
	if (*s == '+' || *s == '-')
		neg = *s++ == '-';
	unsigned base = 10;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
	} else if (s[0] == '0') {
		base = 8;
	}
	const char *digits = s;
	uint64_t u = 0;
	for (; *s; s++) {
		int d = digit_value(*s);
		if (d >= (int)base)
			break;
		u = u * base + (uint64_t)d;
	}
	if (s == digits)
		return 0;
	while (is_blank(*s))
		s++;
	if (*s)
		return 0;
	*out = (int64_t)(neg ? 0 - u : u);
	return 1;
}

int rt_var_int(struct shell *sh, struct var *v, int64_t *out)
{
	if ((v->flags & VF_NAMEREF) && !(v = follow(sh, v, false))) {
		*out = 0;
		return 1;
	}
	if (v->flags & VF_UNSET) {
		*out = 0;
		return 1;
	}
	if (v->arr || (v->flags & VF_ELEM)) {
		const char *s = (v->flags & VF_ELEM) ? proxy_read(sh, v, true)
						     : array_str0(sh, v);
		if (!s && (v->flags & VF_ELEM) && proxy_failed(v))
			return -1;
		if (!s) {
			*out = 0;
			return 1;
		}
		return parse_plain_int(s, out);
	}
	if (v->flags & VF_INT) {
		*out = v->ival;
		return 1;
	}
	if (!parse_plain_int(v->str, out))
		return 0;
	v->ival = *out;
	v->flags |= VF_INT;
	return 1;
}

static void restore_cell(struct shell *sh, struct var_saved *sv);

/* bash's dynamic scoping: unsetting a variable that is local to a calling
 * function (not the current one) removes that local, so the variable of
 * the scope below shows through and the next assignment goes there
 * (bash-completion's _upvars relies on it).  True when done. */
static bool unset_outer_local(struct shell *sh, struct var *v)
{
	struct var_scope *cur = sh->scope;
	while (cur && cur->temp)
		cur = cur->next;
	if (!cur || !(v->flags & VF_LOCAL) ||
	    v->save_depth == (unsigned)cur->depth ||
	    (int)v->save_depth <= sh->vsub_scope_base)
		return false; /* a virtual subshell cannot undo that */
	struct var_scope *s = cur->next;
	while (s && (unsigned)s->depth != v->save_depth)
		s = s->next;
	if (!s || s->temp)
		return false;
	for (size_t i = s->saved.n; i-- > 0;) {
		if (s->saved.v[i].v != v)
			continue;
		restore_cell(sh, &s->saved.v[i]);
		memmove(&s->saved.v[i], &s->saved.v[i + 1],
			(s->saved.n - i - 1) * sizeof s->saved.v[i]);
		s->saved.n--;
		sh->var_epoch++;
		return true;
	}
	return false;
}

static int unset_cell(struct shell *sh, struct var *v)
{
	if (!v)
		return 0;
	if (v->flags & VF_ELEM) /* a reference to an element */
		return proxy_unset(sh, v);
	if (v->flags & VF_READONLY)
		return readonly_error(sh, v);
	if (v->flags & VF_NOUNSET) {
		rt_err(sh, "unset: %s: cannot unset", v->name);
		return -1;
	}
	if (unset_outer_local(sh, v))
		return 0;
	rt_var_note(sh, v);
	if ((v->flags & VF_UNSET) && !v->arr && !(v->flags & VF_NAMEREF)) {
		/* declared, not set: the attributes go */
		set_flags(sh, v,
			  v->flags & ~(VF_EXPORT | VF_INTEGER | VF_LOWER |
				       VF_UPPER | VF_TRACE | VF_DECLARED));
		return 0;
	}
	free(v->str);
	v->str = NULL;
	if (v->arr) {
		rt_var_array_clear(sh, v);
		free(v->arr);
		v->arr = NULL;
		v->flags &= ~(VF_ARRAY | VF_ASSOC | VF_SPECIAL);
		if (is_special_name(v->name))
			v->flags |= VF_SPECIAL;
	}
	if (v->flags & VF_NAMEREF) {
		v->flags &= ~(VF_NAMEREF | VF_SPECIAL);
		if (is_special_name(v->name))
			v->flags |= VF_SPECIAL;
	}
	if (v->flags & VF_NOASSIGN) /* FUNCNAME & co.: no longer special */
		v->flags &= ~(VF_NOASSIGN | VF_LAZY);
	v->flags &=
		~(VF_INTEGER | VF_LOWER | VF_UPPER | VF_TRACE | VF_DECLARED);
	set_flags(sh, v,
		  (v->flags & ~(VF_STR | VF_INT | VF_EXPORT)) | VF_UNSET);
	if (v->flags & VF_SPECIAL)
		special_hook(sh, v);
	return 0;
}

int rt_var_unset(struct shell *sh, const char *name)
{
	return unset_cell(sh, rt_var_find(sh, name));
}

int rt_var_unset_own(struct shell *sh, const char *name)
{
	return unset_cell(sh, own_cell(sh, name, false));
}

void rt_var_unref(struct shell *sh, struct var *v)
{
	if (!(v->flags & VF_NAMEREF))
		return;
	unsigned f = v->flags & ~(VF_NAMEREF | VF_SPECIAL);
	if (is_special_name(v->name))
		f |= VF_SPECIAL;
	set_flags(sh, v, f);
}

void rt_var_add_flags(struct shell *sh, struct var *v, unsigned flags)
{
	set_flags(sh, v, v->flags | flags);
}

void rt_var_clear_flags(struct shell *sh, struct var *v, unsigned flags)
{
	set_flags(sh, v, v->flags & ~flags);
}

int rt_var_set_ref(struct shell *sh, struct var *v, const char *target)
{
	rt_var_note(sh, v);
	if (!target) {
		/* declare -n NAME: a reference that refers to nothing yet */
		free(v->str);
		v->str = NULL;
		set_flags(sh, v,
			  (v->flags | VF_NAMEREF | VF_SPECIAL | VF_UNSET) &
				  ~(VF_STR | VF_INT));
		return 0;
	}
	size_t n = strcspn(target, "[");
	if (!rt_valid_name_n(target, n) ||
	    (target[n] &&
	     (target[strlen(target) - 1] != ']' || n + 2 >= strlen(target))))
		return -1;
	if (!strcmp(target, v->name))
		return -2;
	char *s = xstrdup(target);
	free(v->str);
	v->str = s;
	unsigned f = (v->flags | VF_NAMEREF | VF_SPECIAL | VF_STR) &
		     ~(VF_INT | VF_UNSET);
	set_flags(sh, v, f);
	sh->var_epoch++; /* a new target: cells looked up through it change */
	return 0;
}

int rt_var_export(struct shell *sh, const char *name, const char *val_or_null)
{
	return rt_var_set(sh, name, val_or_null, VF_EXPORT);
}

int rt_var_readonly(struct shell *sh, const char *name, const char *val_or_null)
{
	return rt_var_set(sh, name, val_or_null, VF_READONLY);
}

/* ------------------------------------------------------------- scopes */

/*
 * Every command with a temporary-assignment scope and every function call
 * pushes and pops a scope, nearly always with nothing saved.  Popped scope
 * records (with their saved vector's memory) are kept on a short free list
 * in the shell for reuse instead of going back to malloc; rt_var_free_all
 * releases it.
 */
#define SCOPE_SPARE_MAX 8

static void scope_push(struct shell *sh, bool temp)
{
	struct var_scope *s = sh->scope_spare;
	if (s) {
		sh->scope_spare = s->next;
		sh->scope_nspare--;
		s->saved.n = 0;
	} else {
		s = xcalloc(1, sizeof *s);
	}
	s->next = sh->scope;
	s->depth = ++sh->scope_depth;
	s->temp = temp;
	s->opts_saved = false;
	sh->scope = s;
}

/* Moves v's contents into scope s, leaving v with no value. */
static void save_cell(struct shell *sh, struct var_scope *s, struct var *v)
{
	rt_var_note(sh, v);
	struct var_saved sv = {
		.v = v,
		.str = v->str,
		.ival = v->ival,
		.flags = v->flags,
		.save_depth = v->save_depth,
		.arr = v->arr,
	};
	VEC_PUSH(s->saved, sv);
	v->str = NULL;
	v->arr = NULL;
	v->save_depth = (unsigned)s->depth;
}

/* Puts SV's contents back into its cell, without the special hook. */
static void restore_contents(struct shell *sh, struct var_saved *sv)
{
	struct var *v = sv->v;
	free(v->str);
	if (v->arr) {
		rt_var_array_clear(sh, v);
		free(v->arr);
	}
	v->arr = sv->arr;
	v->str = sv->str;
	v->ival = sv->ival;
	v->save_depth = sv->save_depth;
	set_flags(sh, v, sv->flags);
	if (v->flags & VF_EXPORT)
		sh->environ_dirty = true;
}

static void restore_cell(struct shell *sh, struct var_saved *sv)
{
	restore_contents(sh, sv);
	if (sv->v->flags & VF_SPECIAL)
		special_hook(sh, sv->v);
}

/* A deep copy of array A (its key index is rebuilt when needed). */
static struct rt_array *array_clone(const struct rt_array *a)
{
	struct rt_array *c = xmalloc(sizeof *c);
	*c = *a;
	c->slots = NULL;
	c->nslots = 0;
	memset(&c->e, 0, sizeof c->e);
	for (size_t i = 0; i < a->e.n; i++) {
		struct rt_aelem e = a->e.v[i];
		e.key = e.key ? xstrdup(e.key) : NULL;
		e.val = e.val ? xstrdup(e.val) : NULL;
		VEC_PUSH(c->e, e);
	}
	return c;
}

void rt_var_copy_take(struct shell *sh, struct var *v, struct rt_var_copy *c)
{
	(void)sh;
	c->v = v;
	c->str = (v->flags & VF_STR) && v->str ? xstrdup(v->str) : NULL;
	c->ival = v->ival;
	c->flags = v->flags;
	c->save_depth = v->save_depth;
	c->mark = v->vsub_mark;
	c->arr = v->arr ? array_clone(v->arr) : NULL;
}

void rt_var_copy_put(struct shell *sh, struct rt_var_copy *c)
{
	struct var_saved sv = {
		.v = c->v,
		.str = c->str,
		.ival = c->ival,
		.flags = c->flags,
		.save_depth = c->save_depth,
		.arr = c->arr,
	};
	restore_contents(sh, &sv);
	c->v->vsub_mark = c->mark;
}

static void scope_pop(struct shell *sh)
{
	struct var_scope *s = sh->scope;
	if (!s)
		return;
	/* Newest first, so a cell saved twice ends in its oldest state. */
	for (size_t i = s->saved.n; i-- > 0;)
		restore_cell(sh, &s->saved.v[i]);
	if (s->saved.n)
		sh->var_epoch++;
	if (s->opts_saved)
		rt_opt_restore(sh, s->opts);
	sh->scope = s->next;
	sh->scope_depth--;
	if (sh->scope_nspare < SCOPE_SPARE_MAX && s->saved.cap <= 64) {
		s->next = sh->scope_spare;
		sh->scope_spare = s;
		sh->scope_nspare++;
		return;
	}
	VEC_FREE(s->saved);
	free(s);
}

void rt_var_scope_mark(struct shell *sh, struct rt_var_scope_mark *m)
{
	struct var_scope *s = sh->scope;
	while (s && s->temp)
		s = s->next;
	m->scope = s;
	if (!s)
		return;
	m->n = s->saved.n;
	m->opts_saved = s->opts_saved;
	m->opts = s->opts;
}

static void array_clear(struct rt_array *a);

void rt_var_scope_trim(struct shell *sh, const struct rt_var_scope_mark *m)
{
	(void)sh;
	struct var_scope *s = m->scope;
	if (!s)
		return;
	while (s->saved.n > m->n) {
		struct var_saved *sv = &s->saved.v[--s->saved.n];
		free(sv->str);
		if (sv->arr) {
			array_clear(sv->arr);
			free(sv->arr);
		}
	}
	s->opts_saved = m->opts_saved;
	s->opts = m->opts;
}

void rt_var_push_scope(struct shell *sh)
{
	scope_push(sh, false);
}

void rt_var_pop_scope(struct shell *sh)
{
	scope_pop(sh);
}

void rt_var_local_opts(struct shell *sh)
{
	struct var_scope *s = sh->scope;
	while (s && s->temp)
		s = s->next;
	if (s && !s->opts_saved) {
		s->opts_saved = true;
		s->opts = sh->opts;
	}
}

/*
 * `local NAME`: like bash, the variable becomes unset in the function
 * until assigned (dash would keep the value); the export attribute stays,
 * so an assignment in the function is seen by its children.
 */
/* local -I: V, just saved as SV, takes back a copy of the saved value
 * and attributes (all but readonly, which rt_var_local refused). */
static void local_inherit(struct shell *sh, struct var *v,
			  const struct var_saved *sv)
{
	unsigned fl =
		sv->flags & (VF_UNSET | VF_EXPORT | VF_STR | VF_INT |
			     VF_SPECIAL | VF_INTEGER | VF_ARRAY | VF_ASSOC |
			     VF_LOWER | VF_UPPER | VF_TRACE | VF_DECLARED);
	v->str = (sv->flags & VF_STR) && sv->str ? xstrdup(sv->str) : NULL;
	v->ival = sv->ival;
	set_flags(sh, v, fl | VF_LOCAL);
	if (!sv->arr)
		return;
	struct var old = { .flags = sv->flags, .arr = sv->arr };
	struct rt_aelem *el;
	size_t n = rt_var_elems(sh, &old, &el);
	free(v->str);
	v->str = NULL;
	v->flags = (v->flags & ~(VF_ARRAY | VF_ASSOC | VF_STR | VF_INT)) |
		   VF_UNSET; /* no scalar value to keep as element 0 */
	rt_var_make_array(sh, v, sv->flags & VF_ASSOC);
	for (size_t i = 0; i < n; i++)
		rt_var_elem_set(sh, v, el[i].idx, el[i].key, el[i].val, false);
	v->flags = (v->flags & ~VF_UNSET) | (fl & VF_UNSET);
}

struct var *rt_var_local(struct shell *sh, const char *name, bool inherit)
{
	struct var_scope *s = sh->scope;
	while (s && s->temp)
		s = s->next;
	if (!s) {
		rt_err(sh, "local: can only be used in a function");
		return NULL;
	}
	struct var *v = own_cell(sh, name, true);
	if (v->save_depth == (unsigned)s->depth)
		return v; /* already local in this scope */
	if (v->flags & VF_READONLY) {
		readonly_error(sh, v);
		return NULL;
	}
	save_cell(sh, s, v);
	if (inherit && !(v->flags & (VF_NAMEREF | VF_ELEM | VF_LAZY))) {
		local_inherit(sh, v, &s->saved.v[s->saved.n - 1]);
		return v;
	}
	unsigned keep = v->flags & VF_EXPORT;
	if (is_special_name(v->name))
		keep |= VF_SPECIAL; /* not an array's VF_SPECIAL */
	set_flags(sh, v, keep | VF_UNSET | VF_LOCAL);
	return v;
}

void rt_var_temp_begin(struct shell *sh)
{
	scope_push(sh, true);
}

int rt_var_temp_set(struct shell *sh, const char *name, const char *val)
{
	struct var_scope *s = sh->scope;
	struct var *v = rt_var_cell(sh, name);
	if (v->flags & VF_READONLY)
		return readonly_error(sh, v);
	if (s && v->save_depth != (unsigned)s->depth) {
		save_cell(sh, s, v);
		v->flags &= ~(VF_STR | VF_INT); /* the scope owns the value */
	}
	if (rt_var_assign(sh, v, val) < 0)
		return -1;
	set_flags(sh, v, v->flags | VF_EXPORT);
	return 0;
}

void rt_var_temp_keep(struct shell *sh, struct var *v)
{
	struct var_scope *s = sh->scope;
	if (!s || !s->temp || v->save_depth != (unsigned)s->depth ||
	    s->depth <= sh->vsub_scope_base)
		return;
	for (size_t i = s->saved.n; i-- > 0;) {
		struct var_saved *sv = &s->saved.v[i];
		if (sv->v != v || sv->arr)
			continue; /* an array's old value stays (restored) */
		free(sv->str);
		v->save_depth = sv->save_depth;
		memmove(sv, sv + 1, (s->saved.n - i - 1) * sizeof *sv);
		s->saved.n--;
		sh->var_epoch++;
		return;
	}
}

void rt_var_temp_end(struct shell *sh)
{
	if (sh->scope && sh->scope->temp)
		scope_pop(sh);
}

/* -------------------------------------------------------- environment */

static void free_environ(struct shell *sh)
{
	if (!sh->environ_cache)
		return;
	for (char **e = sh->environ_cache + 1; *e; e++)
		free(*e);
	free(sh->environ_cache);
	sh->environ_cache = NULL;
}

char **rt_var_environ(struct shell *sh)
{
	if (sh->environ_cache && !sh->environ_dirty)
		return sh->environ_cache + 1;
	free_environ(sh);
	struct strvec env = { 0 };
	sv_push(&env, NULL); /* rt_var_exec_env's $_, set per program */
	for (size_t i = 0; i < sh->vars.cap; i++) {
		struct strmap_entry *e = &sh->vars.tab[i];
		if (!strmap_live(e))
			continue;
		struct var *v = e->val;
		if ((v->flags & (VF_EXPORT | VF_UNSET | VF_LAZY)) ==
		    (VF_EXPORT | VF_LAZY))
			rt_var_lazy_sync(sh, v); /* SHELLOPTS, BASHOPTS */
		if ((v->flags & (VF_EXPORT | VF_UNSET)) != VF_EXPORT ||
		    (v->name[0] == '_' && !v->name[1]))
			continue; /* $_ is set per program, as bash does */
		if (v->flags & (VF_ARRAY | VF_ASSOC))
			continue; /* exported arrays stay in the shell (bash) */
		const char *val = rt_var_str(sh, v);
		if (!val)
			continue; /* a reference to an unset variable */
		struct strbuf sb = { 0 };
		sb_addf(&sb, "%s=%s", v->name, val);
		sv_push(&env, sb_detach(&sb));
	}
	rt_func_environ(sh, &env);
	for (size_t i = 0; i < sh->env_invalid.n; i++)
		sv_pushdup(&env, sh->env_invalid.v[i]);
	sh->environ_cache = sv_terminated(&env);
	sh->environ_dirty = false;
	return sh->environ_cache + 1;
}

char **rt_var_exec_env(struct shell *sh, const char *path)
{
	char **env = rt_var_environ(sh);
	free(sh->env_underscore);
	size_t n = strlen(path);
	sh->env_underscore = xmalloc(n + 3);
	memcpy(sh->env_underscore, "_=", 2);
	memcpy(sh->env_underscore + 2, path, n + 1);
	env[-1] = sh->env_underscore;
	return env - 1;
}

void rt_var_import_env(struct shell *sh, char **envp)
{
	sh->seconds_base = now_us(); /* SECONDS counts from here */
	sh->start_us = sh->seconds_base;
	for (; envp && *envp; envp++) {
		const char *eq = strchr(*envp, '=');
		if (!eq)
			continue;
		size_t n = (size_t)(eq - *envp);
		if (!rt_valid_name_n(*envp, n)) {
			sv_pushdup(&sh->env_invalid, *envp);
			continue;
		}
		char *name = xstrndup(*envp, n);
		rt_var_set(sh, name, eq + 1, VF_EXPORT);
		free(name);
	}
	sh->environ_dirty = true;
}

/* ------------------------------------------------------------ listing */

static int cmp_var(const void *a, const void *b)
{
	const struct var *x = *(struct var *const *)a;
	const struct var *y = *(struct var *const *)b;
	return strcmp(x->name, y->name);
}

bool rt_var_declared(const struct var *v)
{
	return !(v->flags & VF_UNSET) || v->arr ||
	       (v->flags &
		(VF_EXPORT | VF_READONLY | VF_INTEGER | VF_NAMEREF |
		 VF_DECLARED | VF_LOWER | VF_UPPER | VF_TRACE | VF_LOCAL));
}

/* The cells with every flag of NEED, sorted by name: the set ones, or
 * with DECLARED also those declare -p shows unset (rt_var_declared). */
static struct var **var_select(struct shell *sh, unsigned need, bool declared,
			       size_t *n)
{
	struct var **out = xmalloc((sh->vars.live + 1) * sizeof *out);
	size_t k = 0;
	for (size_t i = 0; i < sh->vars.cap; i++) {
		struct strmap_entry *e = &sh->vars.tab[i];
		if (!strmap_live(e))
			continue;
		struct var *v = e->val;
		if (v->flags & VF_LAZY) /* makes no cell: the table stays */
			rt_var_lazy_sync(sh, v);
		if ((declared ? rt_var_declared(v) : !(v->flags & VF_UNSET)) &&
		    (v->flags & need) == need)
			out[k++] = v;
	}
	qsort(out, k, sizeof *out, cmp_var);
	*n = k;
	return out;
}

struct var **rt_var_list(struct shell *sh, unsigned need_flags, size_t *n)
{
	return var_select(sh, need_flags, true, n);
}

struct var **rt_var_locals(struct shell *sh, size_t *n)
{
	struct var_scope *s = sh->scope;
	while (s && s->temp)
		s = s->next;
	size_t k = 0;
	struct var **out = xmalloc(((s ? s->saved.n : 0) + 1) * sizeof *out);
	for (size_t i = 0; s && i < s->saved.n; i++) {
		struct var *v = s->saved.v[i].v;
		if (v->flags & VF_LAZY)
			rt_var_lazy_sync(sh, v);
		if (v->save_depth == (unsigned)s->depth)
			out[k++] = v;
	}
	qsort(out, k, sizeof *out, cmp_var);
	*n = k;
	return out;
}

struct var **rt_var_sorted(struct shell *sh, unsigned need_flags, size_t *n)
{
	return var_select(sh, need_flags, false, n);
}

static bool is_safe_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || (c && strchr("_./+-:=@%,", c));
}

void rt_shell_quote(struct strbuf *out, const char *s)
{
	const char *p = s;
	while (*p && is_safe_char(*p))
		p++;
	if (*s && !*p)
		sb_adds(out, s);
	else
		rt_shell_quote_always(out, s);
}

void rt_shell_quote_always(struct strbuf *out, const char *s)
{
	sb_addc(out, '\'');
	for (const char *p = s; *p; p++) {
		if (*p == '\'')
			sb_adds(out, "'\\''");
		else
			sb_addc(out, *p);
	}
	sb_addc(out, '\'');
}

/*
 * Quoting for declare -p, as bash 5.2 writes it: text with a character
 * that is not printable goes in $'...' with C escapes (\E for ESC, three
 * octal digits for the rest), anything else in "..." with \ before
 * " \ $ and `.  Associative keys stay bare unless a character would mean
 * something to the shell.  In a single-byte locale (scripts run in the
 * C locale) every byte above 127 counts as not printable.
 */
static size_t printable_len(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	if (*p < 0x20 || *p == 0x7f)
		return 0;
	if (*p < 0x80)
		return 1;
	uint32_t c;
	size_t n = mb_char(s, strlen(s), &c);
	return mb_utf8 && !(c & MB_BAD) && iswprint((wint_t)c) ? n : 0;
}

static bool needs_ansic(const char *s)
{
	for (size_t k; *s; s += k)
		if (!(k = printable_len(s)))
			return true;
	return false;
}

static void quote_ansic(struct strbuf *sb, const char *s)
{
	static const char esc[] = "\\a\\b\\t\\n\\v\\f\\r";
	sb_adds(sb, "$'");
	for (const unsigned char *p = (const unsigned char *)s; *p;) {
		size_t k = 1;
		if (*p >= 7 && *p <= 13)
			sb_addn(sb, esc + 2 * (*p - 7), 2);
		else if (*p == 27)
			sb_adds(sb, "\\E");
		else if (*p == '\\' || *p == '\'')
			sb_addf(sb, "\\%c", *p);
		else if ((k = printable_len((const char *)p)))
			sb_addn(sb, (const char *)p, k);
		else {
			sb_addf(sb, "\\%03o", *p);
			k = 1;
		}
		p += k;
	}
	sb_addc(sb, '\'');
}

void rt_var_quote_value(struct strbuf *sb, const char *s)
{
	if (needs_ansic(s)) {
		quote_ansic(sb, s);
		return;
	}
	sb_addc(sb, '"');
	for (; *s; s++) {
		if (strchr("\"\\$`", *s))
			sb_addc(sb, '\\');
		sb_addc(sb, *s);
	}
	sb_addc(sb, '"');
}

/* Whether an associative key must be quoted in declare -p. */
static bool key_needs_quotes(const char *k)
{
	if (strchr("#~@", k[0]))
		return true;
	for (const char *p = k; *p; p++)
		if (strchr(" \t\n'\"\\|&;()<>!{}*[?]^$`", *p) ||
		    (p[0] && (p[0] == '=' || p[0] == ':') && p[1] == '~'))
			return true;
	return false;
}

void rt_var_quote_single(struct strbuf *sb, const char *s)
{
	if (needs_ansic(s)) {
		quote_ansic(sb, s);
		return;
	}
	rt_shell_quote_always(sb, s);
}

void rt_var_quote_backslash(struct strbuf *sb, const char *s)
{
	if (!*s) {
		sb_adds(sb, "''");
		return;
	}
	if (needs_ansic(s)) {
		quote_ansic(sb, s);
		return;
	}
	for (const char *p = s; *p; p++) {
		if (strchr(" '\"\\|&;()<>!{}*[?]^$`,", *p) ||
		    (p == s && (*p == '#' || *p == '~')) ||
		    (*p == '~' && (p[-1] == '=' || p[-1] == ':')))
			sb_addc(sb, '\\');
		sb_addc(sb, *p);
	}
}

void rt_var_quote_trace(struct strbuf *sb, const char *s)
{
	bool meta = !*s;
	for (const char *p = s; *p; p++)
		if (strchr(" \t\n'\"\\|&;()<>!{}*[?]^$`", *p) ||
		    (p == s && (*p == '#' || *p == '~')) ||
		    (*p == '~' && (p[-1] == '=' || p[-1] == ':')))
			meta = true;
	if (meta)
		rt_shell_quote_always(sb, s);
	else if (needs_ansic(s))
		quote_ansic(sb, s);
	else
		sb_adds(sb, s);
}

void rt_var_quote_key(struct strbuf *sb, const char *k)
{
	if (needs_ansic(k))
		quote_ansic(sb, k);
	else if (key_needs_quotes(k))
		rt_var_quote_value(sb, k);
	else
		sb_adds(sb, k);
}

size_t rt_var_attr_letters(const struct var *v, char *buf)
{
	static const struct {
		unsigned flag;
		char c;
	} letters[] = {
		{ VF_ARRAY, 'a' }, { VF_ASSOC, 'A' },   { VF_INTEGER, 'i' },
		{ VF_LOWER, 'l' }, { VF_NAMEREF, 'n' }, { VF_READONLY, 'r' },
		{ VF_TRACE, 't' }, { VF_UPPER, 'u' },   { VF_EXPORT, 'x' },
	};
	size_t n = 0;
	for (size_t i = 0; i < sizeof letters / sizeof *letters; i++)
		if (v->flags & letters[i].flag)
			buf[n++] = letters[i].c;
	buf[n] = 0;
	return n;
}

void rt_var_set_line(struct shell *sh, struct var *v, struct strbuf *sb)
{
	if (v->arr) {
		/* declare -p's line without "declare -FLAGS " */
		struct strbuf d;
		sb_init(&d);
		rt_var_decl_line(sh, v, &d);
		const char *p = strchr(d.buf, ' ');
		p = p ? strchr(p + 1, ' ') : NULL;
		sb_adds(sb, p ? p + 1 : d.buf);
		sb_free(&d);
		return;
	}
	const char *val = rt_var_str(sh, v);
	sb_adds(sb, v->name);
	sb_addc(sb, '=');
	if (val && needs_ansic(val))
		quote_ansic(sb, val);
	else if (val && *val)
		rt_shell_quote(sb, val);
	sb_addc(sb, '\n');
}

void rt_var_decl_line(struct shell *sh, struct var *v, struct strbuf *sb)
{
	char fl[16];
	if (!rt_var_attr_letters(v, fl))
		strcpy(fl, "-");
	sb_addf(sb, "declare -%s %s", fl, v->name);
	if (v->arr) {
		struct rt_aelem *el;
		size_t ne = rt_var_elems(sh, v, &el);
		if (v->flags & VF_UNSET && !ne) {
			sb_addc(sb, '\n');
			return;
		}
		sb_adds(sb, "=(");
		for (size_t i = 0; i < ne; i++) {
			if (el[i].key) {
				sb_addc(sb, '[');
				rt_var_quote_key(sb, el[i].key);
				sb_adds(sb, "]=");
			} else {
				sb_addf(sb, "%s[%lld]=", i ? " " : "",
					(long long)el[i].idx);
			}
			rt_var_quote_value(sb, el[i].val);
			if (el[i].key)
				sb_addc(sb, ' ');
		}
		sb_adds(sb, ")\n");
		return;
	}
	const char *s = (v->flags & VF_NAMEREF)
				? (v->flags & VF_UNSET ? NULL : v->str)
				: rt_var_str(sh, v);
	if (s) {
		sb_addc(sb, '=');
		rt_var_quote_value(sb, s);
	}
	sb_addc(sb, '\n');
}

/* One allocation per list: the count of references, the pointers, then
 * the strings they point to. */
struct rt_pblock {
	size_t refs;
	char *v[];
};

struct rt_params rt_params_pack(size_t n, char *const *v)
{
	if (!n)
		return (struct rt_params){ 0 };
	size_t bytes = 0;
	for (size_t i = 0; i < n; i++)
		bytes += strlen(v[i]) + 1;
	struct rt_pblock *b =
		xmalloc(sizeof *b + (n + 1) * sizeof *b->v + bytes);
	char *s = (char *)(b->v + n + 1);
	for (size_t i = 0; i < n; i++) {
		size_t len = strlen(v[i]) + 1;
		b->v[i] = memcpy(s, v[i], len);
		s += len;
	}
	b->v[n] = NULL;
	b->refs = 1;
	return (struct rt_params){ b->v, n, b };
}

struct rt_params rt_params_keep(const struct rt_params *p)
{
	if (p->blk)
		p->blk->refs++;
	return *p;
}

void rt_params_drop(struct rt_params *p)
{
	if (p->blk && !--p->blk->refs)
		free(p->blk);
	*p = (struct rt_params){ 0 };
}

void rt_params_set(struct shell *sh, size_t n, char *const *v)
{
	struct rt_params p = rt_params_pack(n, v);
	rt_params_drop(&sh->params);
	sh->params = p;
}

void rt_params_shift(struct shell *sh, size_t n)
{
	assert(n <= sh->params.n);
	sh->params.n -= n;
	if (sh->params.n)
		sh->params.v += n;
	else
		rt_params_drop(&sh->params);
}

void rt_var_free_all(struct shell *sh)
{
	free(sh->lastarg_own); /* $_ (rt_var_set_lastarg) */
	sh->lastarg_own = NULL;
	sh->lastarg = NULL;
	/* the cached parse trees of run-time arithmetic text point at cells
	 * (their rt_cell caches): they go with the cells */
	rt_arith_cache_free(sh);
	sh->ifs_cell = NULL;
	sh->funcnest_cell = NULL;
	/* Drop scopes without restoring: every cell goes away anyway. */
	while (sh->scope) {
		struct var_scope *s = sh->scope;
		for (size_t i = 0; i < s->saved.n; i++) {
			free(s->saved.v[i].str);
			if (s->saved.v[i].arr) {
				struct var tmp = { .arr = s->saved.v[i].arr };
				rt_var_array_clear(sh, &tmp);
				free(tmp.arr);
			}
		}
		VEC_FREE(s->saved);
		sh->scope = s->next;
		free(s);
	}
	while (sh->scope_spare) {
		struct var_scope *s = sh->scope_spare;
		sh->scope_spare = s->next;
		VEC_FREE(s->saved);
		free(s);
	}
	sh->scope_nspare = 0;
	sh->scope_depth = 0;
	for (size_t i = 0; i < sh->vars.cap; i++) {
		struct strmap_entry *e = &sh->vars.tab[i];
		if (!strmap_live(e))
			continue;
		struct var *v = e->val;
		if (v->arr) {
			rt_var_array_clear(sh, v);
			free(v->arr);
		}
		free(v->name);
		free(v->str);
		free(v);
	}
	strmap_free(&sh->vars);
	for (size_t i = 0; i < sh->elem_cells.cap; i++) {
		struct strmap_entry *e = &sh->elem_cells.tab[i];
		if (!strmap_live(e))
			continue;
		free_proxy(e->val);
	}
	strmap_free(&sh->elem_cells);
	free_environ(sh);
	sv_free(&sh->env_invalid);
	sh->environ_dirty = true;
}

/* ------------------------------------------------------------- arrays */

static void array_clear(struct rt_array *a)
{
	for (size_t i = 0; i < a->e.n; i++) {
		free(a->e.v[i].key);
		free(a->e.v[i].val);
	}
	VEC_FREE(a->e);
	aidx_free(a);
}

void rt_var_array_clear(struct shell *sh, struct var *v)
{
	if (!v->arr)
		return;
	rt_var_note(sh, v);
	array_clear(v->arr);
}

void rt_var_array_reset(struct shell *sh, struct var *v, size_t n)
{
	if (!v->arr)
		return;
	rt_var_note(sh, v);
	struct rt_array *a = v->arr;
	for (size_t i = 0; i < a->e.n; i++) {
		free(a->e.v[i].key);
		free(a->e.v[i].val);
	}
	a->e.n = 0;
	aidx_free(a);
	if (a->e.cap > 4 * n + 16) /* not kept far larger than needed */
		VEC_FREE(a->e);
	if (a->e.cap < n) {
		a->e.v = xrealloc(a->e.v, n * sizeof *a->e.v);
		a->e.cap = n;
	}
}

size_t rt_var_elems_raw(struct var *v, const struct rt_aelem **out)
{
	if (!v->arr || (v->flags & (VF_UNSET | VF_ASSOC))) {
		*out = NULL;
		return 0;
	}
	*out = v->arr->e.v;
	return v->arr->e.n;
}

void rt_var_make_array(struct shell *sh, struct var *v, bool assoc)
{
	if (v->arr)
		return;
	rt_var_note(sh, v);
	struct rt_array *a = xcalloc(1, sizeof *a);
	bool had = !(v->flags & VF_UNSET);
	char *old = had ? xstrdup(rt_var_str(sh, v)) : NULL;
	free(v->str);
	v->str = NULL;
	v->arr = a;
	a->plain = !is_special_name(v->name);
	set_flags(sh, v,
		  (v->flags & ~(VF_STR | VF_INT)) | VF_SPECIAL |
			  (assoc ? VF_ASSOC : VF_ARRAY));
	if (old) {
		struct rt_aelem e = { .key = assoc ? xstrdup("0") : NULL,
				      .val = old };
		VEC_PUSH(a->e, e);
	}
}

/* Position of index idx in a sorted indexed array, or where it would go;
 * *found says whether it is there. */
/* Position of index idx when the array is dense from its first index
 * up to idx (the common case), else SIZE_MAX. */
static size_t dense_pos(const struct rt_array *a, int64_t idx)
{
	if (!a->e.n || idx < a->e.v[0].idx)
		return SIZE_MAX;
	uint64_t pos = (uint64_t)idx - (uint64_t)a->e.v[0].idx;
	return pos < a->e.n && a->e.v[pos].idx == idx ? (size_t)pos : SIZE_MAX;
}

static size_t find_idx(struct rt_array *a, int64_t idx, bool *found)
{
	size_t lo = 0, hi = a->e.n;
	size_t d = dense_pos(a, idx);
	if (d != SIZE_MAX) {
		*found = true;
		return d;
	}
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (a->e.v[mid].idx < idx)
			lo = mid + 1;
		else
			hi = mid;
	}
	*found = lo < a->e.n && a->e.v[lo].idx == idx;
	return lo;
}

/* Below this many elements a scan beats hashing; the index is built when a
 * lookup first sees this many. */
#define AIDX_MIN 8

static void aidx_put(struct rt_array *a, uint32_t pos1, uint32_t h)
{
	size_t mask = a->nslots - 1;
	size_t j = h & mask;
	while (a->slots[j].pos1)
		j = (j + 1) & mask;
	a->slots[j].pos1 = pos1;
	a->slots[j].hash = h;
}

/* Resizes the index to nslots slots, re-placing the entries it has. */
static void aidx_resize(struct rt_array *a, size_t nslots)
{
	struct rt_aslot *old = a->slots;
	size_t nold = a->nslots;
	a->slots = xcalloc(nslots, sizeof *a->slots);
	a->nslots = nslots;
	for (size_t j = 0; j < nold; j++)
		if (old[j].pos1)
			aidx_put(a, old[j].pos1, old[j].hash);
	free(old);
}

/* Room for n entries at a load of at most one half. */
static size_t aidx_size_for(size_t n)
{
	size_t c = 16;
	while (c < 2 * n)
		c *= 2;
	return c;
}

static void aidx_build(struct rt_array *a)
{
	free(a->slots);
	a->nslots = aidx_size_for(a->e.n);
	a->slots = xcalloc(a->nslots, sizeof *a->slots);
	for (size_t i = 0; i < a->e.n; i++)
		aidx_put(a, (uint32_t)(i + 1), strmap_hash(a->e.v[i].key));
}

static void aidx_free(struct rt_array *a)
{
	free(a->slots);
	a->slots = NULL;
	a->nslots = 0;
}

/* Records the element just appended at position pos. */
static void aidx_add(struct rt_array *a, size_t pos)
{
	if (!a->slots)
		return;
	if (2 * a->e.n > a->nslots)
		aidx_resize(a, a->nslots * 2);
	aidx_put(a, (uint32_t)(pos + 1), strmap_hash(a->e.v[pos].key));
}

/* Forgets the element at pos before it is removed, and moves the
 * positions of the elements after it down by one. */
static void aidx_remove(struct rt_array *a, size_t pos)
{
	if (!a->slots)
		return;
	size_t mask = a->nslots - 1;
	size_t i = strmap_hash(a->e.v[pos].key) & mask;
	while (a->slots[i].pos1 != pos + 1)
		i = (i + 1) & mask;
	/* Backward-shift deletion: pull later entries of the probe run into
	 * the hole when their home slot does not lie after it. */
	for (size_t k = i;;) {
		k = (k + 1) & mask;
		if (!a->slots[k].pos1)
			break;
		size_t home = a->slots[k].hash & mask;
		if (((k - home) & mask) >= ((k - i) & mask)) {
			a->slots[i] = a->slots[k];
			i = k;
		}
	}
	a->slots[i].pos1 = 0;
	for (size_t j = 0; j < a->nslots; j++)
		if (a->slots[j].pos1 > pos + 1)
			a->slots[j].pos1--;
}

static size_t find_key(struct rt_array *a, const char *key, bool *found)
{
	if (!a->slots && a->e.n >= AIDX_MIN)
		aidx_build(a);
	if (!a->slots) {
		for (size_t i = 0; i < a->e.n; i++) {
			if (!strcmp(a->e.v[i].key, key)) {
				*found = true;
				return i;
			}
		}
		*found = false;
		return a->e.n;
	}
	uint32_t h = strmap_hash(key);
	size_t mask = a->nslots - 1;
	for (size_t j = h & mask; a->slots[j].pos1; j = (j + 1) & mask) {
		size_t i = a->slots[j].pos1 - 1;
		if (a->slots[j].hash == h && !strcmp(a->e.v[i].key, key)) {
			*found = true;
			return i;
		}
	}
	*found = false;
	return a->e.n;
}

/* Resolves a negative index against the highest one; false if out of
 * range. */
static bool norm_idx(struct var *v, int64_t *idx)
{
	if (*idx >= 0)
		return true;
	if (!v->arr || !v->arr->e.n)
		return false;
	int64_t max = v->arr->e.v[v->arr->e.n - 1].idx;
	*idx = (int64_t)((uint64_t)max + 1 + (uint64_t)*idx);
	return *idx >= 0;
}

bool rt_var_idx_bad(struct var *v, int64_t idx)
{
	return !(v->flags & VF_ASSOC) && !norm_idx(v, &idx);
}

/* The element's string, rebuilt from its integer when stale. */
static const char *elem_str(struct rt_aelem *e)
{
	if (!e->val) {
		char buf[24];
		e->val = xstrndup(buf, rt_fmt_int(buf, e->ival));
	}
	return e->val;
}

bool rt_canonical_int(const char *s, int64_t *out)
{
	const char *p = s + (*s == '-');
	if (!*p || (p[0] == '0' && (p[1] || p != s)) || strlen(p) > 18)
		return false;
	int64_t n = 0;
	for (; *p; p++) {
		if (*p < '0' || *p > '9')
			return false;
		n = n * 10 + (*p - '0');
	}
	*out = *s == '-' ? -n : n;
	return true;
}

#define ELEM_FAST_BAD                                                          \
	(VF_ASSOC | VF_READONLY | VF_UNSET | VF_EXPORT | VF_INTEGER |          \
	 VF_LOWER | VF_UPPER)

bool rt_var_elem_int(struct var *v, int64_t idx, int64_t *out)
{
	if (!(v->flags & VF_ARRAY) || (v->flags & VF_ASSOC) || idx < 0)
		return false;
	size_t pos = dense_pos(v->arr, idx);
	if (pos == SIZE_MAX)
		return false;
	struct rt_aelem *e = &v->arr->e.v[pos];
	if (!e->has_int) {
		if (!rt_canonical_int(e->val, &e->ival))
			return false;
		e->has_int = true;
	}
	*out = e->ival;
	return true;
}

bool rt_var_elem_set_int(struct shell *sh, struct var *v, int64_t idx,
			 int64_t val)
{
	if (!(v->flags & VF_ARRAY) || (v->flags & ELEM_FAST_BAD) ||
	    !v->arr->plain || idx < 0)
		return false;
	rt_var_note(sh, v); /* a virtual subshell puts it back */
	struct rt_array *a = v->arr;
	struct rt_aelem *e;
	size_t pos = dense_pos(a, idx);
	if (pos != SIZE_MAX) {
		e = &a->e.v[pos];
		free(e->val);
	} else if (!a->e.n || idx > a->e.v[a->e.n - 1].idx) {
		/* past the end keeps the order; holes only cost the dense
		 * fast path for indices beyond them */
		struct rt_aelem ne = { .idx = idx };
		VEC_PUSH(a->e, ne);
		e = &a->e.v[a->e.n - 1];
	} else {
		return false;
	}
	e->val = NULL;
	e->ival = val;
	e->has_int = true;
	return true;
}

static const char *array_str0(struct shell *sh, struct var *v)
{
	return rt_var_elem_get(sh, v, 0, "0");
}

const char *rt_var_elem_get(struct shell *sh, struct var *v, int64_t idx,
			    const char *key)
{
	bool found;
	/* A negative index before the first element is an error that the
	 * read survives as unset (bash: on a scalar or unset name too). */
	if (!(v->flags & VF_ASSOC) && !norm_idx(v, &idx)) {
		rt_err(sh, "%s: bad array subscript", v->name);
		return NULL;
	}
	if (!v->arr) {
		if (v->flags & VF_UNSET)
			return NULL;
		return idx == 0 ? rt_var_str(sh, v) : NULL;
	}
	if (v->flags & VF_ASSOC) {
		size_t i = find_key(v->arr, key ? key : "0", &found);
		return found ? v->arr->e.v[i].val : NULL;
	}
	size_t i = find_idx(v->arr, idx, &found);
	return found ? elem_str(&v->arr->e.v[i]) : NULL;
}

/* rt_var_elem_set, telling a bad subscript (-2, message printed) apart
 * from other errors (-1): arithmetic only warns about the former.  TAKE,
 * when not NULL, points to a malloc'ed copy of VAL that the element may
 * keep instead of copying VAL (*TAKE is then NULL). */
static int elem_set(struct shell *sh, struct var *v, int64_t idx,
		    const char *key, const char *val, bool append, char **take)
{
	if (v->flags & VF_READONLY)
		return readonly_error(sh, v);
	rt_var_note(sh, v);
	if (!v->arr) {
		/* an unset name has no end to count back from; failing
		 * leaves it as it was, not an empty array */
		if (idx < 0 && (v->flags & VF_UNSET)) {
			rt_err(sh, "%s[%lld]: bad array subscript", v->name,
			       (long long)idx);
			return -2;
		}
		rt_var_make_array(sh, v, false);
	}
	struct rt_array *a = v->arr;
	bool found;
	size_t i;
	if (v->flags & VF_ASSOC) {
		i = find_key(a, key ? key : "0", &found);
	} else {
		int64_t orig = idx;
		if (!norm_idx(v, &idx)) {
			rt_err(sh, "%s[%lld]: bad array subscript", v->name,
			       (long long)orig);
			return -2;
		}
		i = find_idx(a, idx, &found);
	}
	char *cur = found ? a->e.v[i].val : NULL;
	if (cur && !take && !(v->flags & (VF_INTEGER | VF_LOWER | VF_UPPER))) {
		/* an element assigned in a loop keeps its buffer when the
		 * value fits (as a variable does: reusable) */
		size_t keep = append ? strlen(cur) : 0, n = strlen(val);
		if (reusable(malloc_usable_size(cur), keep + n)) {
			memmove(cur + keep, val, n + 1);
			a->e.v[i].has_int = false;
			value_changed(sh, v);
			return 0;
		}
	}
	char *nv;
	if (take && !append) {
		nv = *take;
		*take = NULL;
	} else {
		struct strbuf sb;
		sb_init(&sb);
		if (append && found)
			sb_adds(&sb, elem_str(&a->e.v[i]));
		sb_adds(&sb, val);
		nv = sb_detach(&sb);
	}
	if (v->flags & (VF_INTEGER | VF_LOWER | VF_UPPER)) {
		char *t;
		int r;
		if ((v->flags & VF_INTEGER) && append && found) {
			struct strbuf e;
			sb_init(&e);
			sb_addf(&e, "%s+(%s)", elem_str(&a->e.v[i]), val);
			r = typed_value(sh, v, sb_str(&e), &t);
			sb_free(&e);
		} else {
			r = typed_value(sh, v, nv, &t);
		}
		free(nv);
		if (r < 0)
			return -1;
		nv = t;
		/* -i evaluated arithmetic, which may have added or removed
		 * elements of this very array: look the element up again */
		if (v->flags & VF_ASSOC)
			i = find_key(a, key ? key : "0", &found);
		else
			i = find_idx(a, idx, &found);
	}
	if (found) {
		free(a->e.v[i].val);
		a->e.v[i].val = nv;
		a->e.v[i].has_int = false;
	} else {
		struct rt_aelem e = { .idx = idx, .val = nv };
		if (v->flags & VF_ASSOC) {
			assoc_grow(a);
			e.key = xstrdup(key ? key : "0");
			e.idx = ++a->seq;
			a->unsorted = true;
		}
		VEC_PUSH(a->e, e);
		memmove(&a->e.v[i + 1], &a->e.v[i],
			(a->e.n - 1 - i) * sizeof a->e.v[0]);
		a->e.v[i] = e;
		if (v->flags & VF_ASSOC)
			aidx_add(a, i); /* i == n - 1: keys are appended */
	}
	value_changed(sh, v);
	return 0;
}

int rt_var_elem_set(struct shell *sh, struct var *v, int64_t idx,
		    const char *key, const char *val, bool append)
{
	return elem_set(sh, v, idx, key, val, append, NULL) < 0 ? -1 : 0;
}

int rt_var_elem_set_take(struct shell *sh, struct var *v, int64_t idx,
			 const char *key, char *val)
{
	char *take = val;
	int r = elem_set(sh, v, idx, key, val, false, &take);
	free(take);
	return r < 0 ? -1 : 0;
}

int rt_var_elem_set_arith(struct shell *sh, struct var *v, int64_t idx,
			  const char *key, int64_t val)
{
	if (!key && rt_var_elem_set_int(sh, v, idx, val))
		return 0;
	char buf[24];
	rt_fmt_int(buf, val);
	int r = elem_set(sh, v, idx, key, buf, false, NULL);
	return r == -2 ? 0 : r; /* a bad subscript: the message alone */
}

int rt_var_elem_unset(struct shell *sh, struct var *v, int64_t idx,
		      const char *key)
{
	if (v->flags & VF_READONLY)
		return readonly_error(sh, v);
	if (!v->arr && (idx == 0 || (key && !strcmp(key, "0"))))
		return rt_var_unset(sh, v->name);
	if (!(v->flags & (VF_ARRAY | VF_ASSOC))) {
		/* a scalar has only element 0 (bash) */
		rt_err(sh, "unset: %s: not an array variable", v->name);
		return -1;
	}
	rt_var_note(sh, v);
	if (!(v->flags & VF_ASSOC) && !norm_idx(v, &idx)) {
		/* before the first element: named by its text, as bash does */
		rt_err(sh, "unset: [%s]: bad array subscript", key ? key : "");
		return -1;
	}
	if (!v->arr)
		return 0;
	bool found;
	size_t i = (v->flags & VF_ASSOC)
			   ? find_key(v->arr, key ? key : "0", &found)
			   : find_idx(v->arr, idx, &found);
	if (!found)
		return 0;
	if (v->flags & VF_ASSOC)
		aidx_remove(v->arr, i);
	free(v->arr->e.v[i].key);
	free(v->arr->e.v[i].val);
	memmove(&v->arr->e.v[i], &v->arr->e.v[i + 1],
		(v->arr->e.n - i - 1) * sizeof v->arr->e.v[0]);
	v->arr->e.n--;
	if (v->flags & VF_EXPORT)
		sh->environ_dirty = true;
	return 0;
}

/*
 * bash 5.2 lists an associative array in the order of its hash table:
 * buckets in ascending order, the newest key first within a bucket, a
 * key's bucket being its 32-bit FNV-1 hash (of the bytes as signed
 * chars, as bash computes it) modulo 1024 buckets.  Scripts see that
 * order in ${!a[@]}, ${a[@]} and declare -p, so Quirl lists in it too.
 * (bash grows a table past 2048 keys, which changes its order; Quirl
 * keeps 1024 buckets.)
 */
#define BASH_ASSOC_BUCKETS 1024u

static uint32_t bash_bucket(const char *k, uint32_t nbuckets)
{
	uint32_t h = 2166136261u;
	for (; *k; k++) {
		h *= 16777619u;
		h ^= (uint32_t)(int32_t)(signed char)*k;
	}
	return h & (nbuckets - 1);
}

static uint32_t assoc_buckets(const struct rt_array *a)
{
	return a->nbuckets ? a->nbuckets : BASH_ASSOC_BUCKETS;
}

struct order_key {
	uint32_t bucket;
	int64_t seq;
	size_t pos;
};

static int cmp_order(const void *a, const void *b)
{
	const struct order_key *x = a, *y = b;
	if (x->bucket != y->bucket)
		return x->bucket < y->bucket ? -1 : 1;
	return x->seq > y->seq ? -1 : x->seq < y->seq;
}

static void bash_order(struct rt_array *a)
{
	size_t n = a->e.n;
	a->unsorted = false;
	if (n < 2)
		return;
	struct order_key *k = xmalloc(n * sizeof *k);
	for (size_t i = 0; i < n; i++)
		k[i] = (struct order_key){ bash_bucket(a->e.v[i].key,
						       assoc_buckets(a)),
					   a->e.v[i].idx, i };
	qsort(k, n, sizeof *k, cmp_order);
	struct rt_aelem *e = xmalloc(n * sizeof *e);
	for (size_t i = 0; i < n; i++)
		e[i] = a->e.v[k[i].pos];
	memcpy(a->e.v, e, n * sizeof *e);
	free(e);
	free(k);
	if (a->slots)
		aidx_build(a);
}

/* Before a new key: bash's table grows fourfold once it holds twice as
 * many keys as buckets, moving each chain's entries, in listing order,
 * to the front of their new chains.  So the listing order so far becomes
 * the insertion order, reversed within each new bucket. */
static void assoc_grow(struct rt_array *a)
{
	uint32_t nb = assoc_buckets(a);
	if (a->e.n < 2 * (size_t)nb || nb > UINT32_MAX / 4)
		return;
	bash_order(a);
	for (size_t i = 0; i < a->e.n; i++)
		a->e.v[i].idx = (int64_t)i + 1;
	a->seq = (int64_t)a->e.n;
	a->nbuckets = nb * 4;
	a->unsorted = true;
}

size_t rt_var_nelems(struct var *v, int64_t *last)
{
	if (!v->arr || (v->flags & VF_UNSET) || !v->arr->e.n)
		return 0;
	if (last)
		*last = v->arr->e.v[v->arr->e.n - 1].idx;
	return v->arr->e.n;
}

size_t rt_var_elems(struct shell *sh, struct var *v, struct rt_aelem **out)
{
	(void)sh;
	if (!v->arr || (v->flags & VF_UNSET)) {
		*out = NULL;
		return 0;
	}
	if (v->arr->unsorted)
		bash_order(v->arr);
	for (size_t i = 0; i < v->arr->e.n; i++)
		elem_str(&v->arr->e.v[i]);
	*out = v->arr->e.v;
	return v->arr->e.n;
}

/* A subscript's arithmetic names no command in its errors, and an error
 * in it abandons the command line wherever the subscript is, even in
 * (( )) and let, which otherwise only fail (bash 5.2, in posix mode as
 * well). */
int rt_var_subscript(struct shell *sh, struct arith *expr, const char *text,
		     int64_t *out)
{
	const char *who = sh->arith_who;
	sh->arith_who = NULL;
	int r = expr ? rt_arith_eval(sh, expr, out)
		     : rt_arith_eval_text(sh, text, out);
	sh->arith_who = who;
	if (r < 0)
		rt_var_subscript_failed(sh);
	return r;
}

void rt_var_subscript_failed(struct shell *sh)
{
	rt_error(sh, RT_E_LINE, 1);
}

/* Applies -i / -l / -u to a value being assigned to v. */
static int typed_value(struct shell *sh, struct var *v, const char *val,
		       char **out)
{
	if (v->flags & VF_INTEGER) {
		int64_t n;
		if (rt_arith_eval_text(sh, val, &n) < 0)
			return -1;
		char buf[24];
		rt_fmt_int(buf, n);
		*out = xstrdup(buf);
		return 0;
	}
	struct strbuf sb;
	sb_init(&sb);
	sb_adds(&sb, "");
	if (v->flags & (VF_LOWER | VF_UPPER))
		mb_case(&sb, val, (v->flags & VF_UPPER) ? MB_UPPER : MB_LOWER,
			NULL);
	else
		sb_adds(&sb, val);
	*out = sb_detach(&sb);
	return 0;
}

/*
 * NAME+=VAL on a plain string variable (no reference, attribute, hook or
 * array): VAL appended to the cell's own buffer, which grows by half
 * again when full, so that out+=$c in a loop copies c, not all of out,
 * per iteration.  False, with nothing done, for any other cell (the
 * general path: the joined text assigned by rt_var_assign).
 */
bool rt_var_append_ok(struct shell *sh, struct var *v)
{
	const unsigned general = VF_NAMEREF | VF_READONLY | VF_ELEM |
				 VF_SPECIAL | VF_INTEGER | VF_LOWER | VF_UPPER |
				 VF_LAZY;
	return !(v->flags & general) && !v->arr && rt_var_str(sh, v) && v->str;
}

static bool append_in_place(struct shell *sh, struct var *v, const char *val)
{
	if (!rt_var_append_ok(sh, v))
		return false;
	rt_var_append_str(sh, v, val, strlen(val));
	return true;
}

void rt_var_append_str(struct shell *sh, struct var *v, const char *val,
		       size_t vl)
{
	size_t ol = strlen(v->str);
	rt_var_note(sh, v);
	if (ol + vl + 1 > malloc_usable_size(v->str)) {
		size_t n = ol + vl;
		char *t = xmalloc(n + n / 2 + 1);
		memcpy(t, v->str, ol);
		memcpy(t + ol, val, vl + 1); /* val may point into v->str */
		free(v->str);
		v->str = t;
	} else {
		memmove(v->str + ol, val, vl + 1);
	}
	v->flags = (v->flags | VF_STR) & ~VF_INT;
	value_changed(sh, v);
}

int rt_var_set_ext(struct shell *sh, const char *name, const char *sub,
		   const char *val, bool append)
{
	struct var *v = rt_var_cell(sh, name);
	if (v->flags & VF_NOASSIGN)
		return -1;
	if (sub) {
		int64_t idx = 0;
		if (!(v->flags & VF_ASSOC) &&
		    rt_var_subscript(sh, NULL, sub, &idx) < 0)
			return -1;
		return rt_var_elem_set(sh, v, idx, sub, val, append);
	}
	if (!append || (v->flags & VF_UNSET))
		return rt_var_assign(sh, v, val);
	if (v->arr)
		return rt_var_elem_set(sh, v, 0, "0", val, true);
	if (append_in_place(sh, v, val))
		return 0;
	char *s = rt_var_append_text(sh, v, val);
	int r = rt_var_assign(sh, v, s);
	free(s);
	return r;
}

char *rt_var_append_text(struct shell *sh, struct var *v, const char *val)
{
	if ((v->flags & VF_NAMEREF) && !(v = follow(sh, v, true)))
		return xstrdup(val);
	const char *old = rt_var_str(sh, v);
	struct strbuf sb;
	sb_init(&sb);
	if (!old)
		sb_adds(&sb, val);
	else if (v->flags & VF_INTEGER)
		sb_addf(&sb, "%s+(%s)", old, val);
	else {
		sb_adds(&sb, old);
		sb_adds(&sb, val);
	}
	return sb_detach(&sb);
}

/* ------------------------------------------------- element proxy cells */

/*
 * A proxy is looked up once per name text and may be cached by its user
 * (arithmetic caches cells), so it never holds a resolved element between
 * operations: every read evaluates the subscript afresh.  A subscript with
 * side effects (a[i++]) must be evaluated once per `a[i++] op= v`, so a
 * read of such a proxy "arms" it with the element it found and the next
 * store uses and clears that.
 */
struct elem_proxy {
	struct var v;     /* first: the cell handed out */
	char *base;       /* array name */
	char *sub;        /* subscript text */
	bool side;        /* the subscript has side effects */
	struct var *cell; /* the array's cell once looked up (cells are
			     stable, see the top of this file) */
	/* The subscript as arithmetic, parsed at the first use on an indexed
	 * array (a key of an associative one is never parsed, so a proxy per
	 * distinct key stays small); expr NULL then means invalid. */
	bool parsed;
	struct arena *arena;
	struct arith *expr;
	bool armed;
	bool failed;   /* the last read's subscript did not evaluate */
	int64_t idx;   /* the armed or last evaluated index */
	size_t strcap; /* bytes allocated at v.str */
};

static bool proxy_failed(struct var *p)
{
	return ((struct elem_proxy *)p)->failed;
}

static bool has_side_effects(const char *s)
{
	for (const char *p = s; *p; p++) {
		if ((p[0] == '+' && p[1] == '+') ||
		    (p[0] == '-' && p[1] == '-'))
			return true;
		if (p[0] == '=' && p[1] != '=' &&
		    !(p > s && strchr("=!<>", p[-1])))
			return true; /* an assignment operator */
	}
	return false;
}

static struct var *elem_proxy(struct shell *sh, const char *name, bool create)
{
	struct elem_proxy *ep = strmap_get(&sh->elem_cells, name);
	if (!ep) {
		const char *br = strchr(name, '[');
		size_t n = strlen(name);
		if (!br || br == name || name[n - 1] != ']' ||
		    !rt_valid_name_n(name, (size_t)(br - name)))
			return NULL;
		ep = xcalloc(1, sizeof *ep);
		ep->v.name = xstrdup(name);
		ep->v.flags = VF_ELEM | VF_SPECIAL | VF_STR;
		ep->v.str = xstrdup("");
		ep->strcap = 1;
		ep->base = xstrndup(name, (size_t)(br - name));
		ep->sub = xstrndup(br + 1, n - (size_t)(br - name) - 2);
		ep->side = has_side_effects(ep->sub);
		strmap_put(&sh->elem_cells, name, ep);
	}
	if (!ep->cell)
		ep->cell = own_cell(sh, ep->base, create);
	struct var *base = ep->cell ? deref(sh, ep->cell, create) : NULL;
	if (!base || (base->flags & VF_ELEM))
		return NULL;
	if (base->flags & VF_READONLY)
		ep->v.flags |= VF_READONLY;
	else
		ep->v.flags &= ~VF_READONLY;
	return &ep->v;
}

static void free_proxy(struct var *v)
{
	struct elem_proxy *ep = (struct elem_proxy *)v;
	free(ep->v.name);
	free(ep->v.str);
	free(ep->base);
	free(ep->sub);
	arena_unref(ep->arena);
	free(ep);
}

static struct var *proxy_cell(struct shell *sh, struct elem_proxy *ep)
{
	if (!ep->cell)
		ep->cell = own_cell(sh, ep->base, true);
	struct var *v = deref(sh, ep->cell, true);
	return v && !(v->flags & VF_ELEM) ? v : ep->cell;
}

/* Evaluates the subscript; the array cell or NULL on error.  An
 * associative array's key is the subscript text itself. */
static struct var *proxy_resolve(struct shell *sh, struct elem_proxy *ep)
{
	struct var *v = proxy_cell(sh, ep);
	ep->idx = 0;
	if (!(v->flags & VF_ASSOC)) {
		if (!ep->parsed) {
			const char *err;
			ep->arena = arena_new();
			ep->expr = arith_parse(ep->arena, ep->sub,
					       strlen(ep->sub), &err);
			ep->parsed = true;
		}
		/* an unparsable subscript is re-parsed for its message */
		if (rt_var_subscript(sh, ep->expr, ep->sub, &ep->idx) < 0)
			return NULL;
	}
	return v;
}

/* name[@] or name[*] read as one string (a name reference to a[@]): the
 * values joined as "${a[*]}" joins them, NULL when there are none. */
static const char *proxy_read_all(struct shell *sh, struct elem_proxy *ep)
{
	struct var *v = proxy_cell(sh, ep);
	const char *ifs = rt_ifs(sh), *s = v->arr ? NULL : rt_var_str(sh, v);
	struct rt_aelem *el;
	size_t n = v->arr ? rt_var_elems(sh, v, &el) : 0;
	struct strbuf sb;
	sb_init(&sb);
	sb_adds(&sb, s ? s : "");
	for (size_t i = 0; i < n; i++) {
		if (i)
			sb_addn(&sb, ifs, mb_first_len(ifs));
		sb_adds(&sb, el[i].val);
	}
	free(ep->v.str);
	ep->strcap = sb.len + 1;
	ep->v.str = sb_detach(&sb);
	return s || n ? ep->v.str : NULL;
}

/* The element's value for a read (arming the proxy), NULL if unset. */
static const char *proxy_read(struct shell *sh, struct var *p, bool fresh)
{
	struct elem_proxy *ep = (struct elem_proxy *)p;
	struct var *v;
	ep->failed = false;
	if ((ep->sub[0] == '@' || ep->sub[0] == '*') && !ep->sub[1])
		return proxy_read_all(sh, ep);
	if (!fresh && ep->armed)
		v = proxy_cell(sh, ep);
	else if (!(v = proxy_resolve(sh, ep))) {
		ep->failed = true;
		return NULL;
	}
	ep->armed = ep->side;
	const char *s = rt_var_elem_get(sh, v, ep->idx, ep->sub);
	/* a copy, as the element may change under the caller; the buffer is
	 * reused since arithmetic reads proxies in loops */
	size_t n = s ? strlen(s) + 1 : 1;
	if (!ep->v.str || n > ep->strcap) {
		free(ep->v.str);
		ep->strcap = n < 24 ? 24 : n;
		ep->v.str = xmalloc(ep->strcap);
	}
	memcpy(ep->v.str, s ? s : "", n);
	return s ? ep->v.str : NULL;
}

static int proxy_write(struct shell *sh, struct var *p, const char *val,
		       bool strict)
{
	struct elem_proxy *ep = (struct elem_proxy *)p;
	struct var *v;
	if (ep->armed)
		v = proxy_cell(sh, ep);
	else if (!(v = proxy_resolve(sh, ep)))
		return -1;
	ep->armed = false;
	/* proxies serve arithmetic, which carries on past a bad subscript
	 * with the message alone (bash does so too); not STRICT callers */
	int r = elem_set(sh, v, ep->idx, ep->sub, val, false, NULL);
	return r == -2 && !strict ? 0 : r < 0 ? -1 : 0;
}

static int proxy_unset(struct shell *sh, struct var *p)
{
	struct elem_proxy *ep = (struct elem_proxy *)p;
	struct var *v = proxy_resolve(sh, ep);
	ep->armed = false;
	return v ? rt_var_elem_unset(sh, v, ep->idx, ep->sub) : -1;
}

/* ---------------------------------------------- $_ and PIPESTATUS */

/*
 * Every command sets $_ and PIPESTATUS, so they are kept as a few plain
 * fields of struct shell (a copy into a reused buffer, a status or two)
 * and written into their cells only when the cells are read: the cells
 * carry VF_LAZY, so rt_var_find and rt_var_cell bring them here, and
 * parameter reads never cache them.  An assignment to them lasts until
 * the next command, as in bash; unset ends the laziness.
 */
void rt_var_lazy_init(struct shell *sh, const char *start)
{
	struct var *v = rt_var_cell_own(sh, "_");
	/* exported only per program (rt_var_exec_env) */
	rt_var_clear_flags(sh, v, VF_EXPORT);
	v->flags |= VF_LAZY;
	rt_var_set_lastarg(sh, start);
	v = rt_var_cell_own(sh, "PIPESTATUS");
	rt_var_make_array(sh, v, false);
	v->flags |= VF_LAZY;
}

void rt_var_set_lastarg(struct shell *sh, const char *arg)
{
	char *own = sh->lastarg_own;
	size_t n = strlen(arg);
	if (own && reusable(malloc_usable_size(own), n)) {
		memmove(own, arg, n + 1);
		sh->lastarg = own;
		return;
	}
	rt_var_take_lastarg(sh, xstrdup(arg));
}

void rt_var_lastarg_keep(struct rt_lastarg_keep *k, const char *arg)
{
	size_t n = strlen(arg);
	k->heap = n < sizeof k->buf ? NULL : xstrdup(arg);
	if (!k->heap)
		memcpy(k->buf, arg, n + 1);
}

void rt_var_lastarg_done(struct shell *sh, struct rt_lastarg_keep *k)
{
	if (k->heap)
		rt_var_take_lastarg(sh, k->heap);
	else
		rt_var_set_lastarg(sh, k->buf);
}

void rt_var_set_pipestatus(struct shell *sh, const int *statuses, int n)
{
	sh->pstat_v.n = 0;
	for (int i = 0; i < n; i++)
		VEC_PUSH(sh->pstat_v, statuses[i]);
	sh->pstat1 = statuses[0];
	sh->pstat_n = n;
}

void rt_var_pipestatus_save(const struct shell *sh,
			    struct rt_pipestatus_save *save)
{
	save->pstat1 = sh->pstat1;
	save->pstat_n = sh->pstat_n;
	save->v = NULL;
	save->vn = sh->pstat_v.n;
	if (save->vn) {
		save->v = xmalloc(save->vn * sizeof *save->v);
		memcpy(save->v, sh->pstat_v.v, save->vn * sizeof *save->v);
	}
}

void rt_var_pipestatus_restore(struct shell *sh,
			       struct rt_pipestatus_save *save)
{
	sh->pstat1 = save->pstat1;
	sh->pstat_n = save->pstat_n;
	sh->pstat_v.n = 0;
	for (size_t i = 0; i < save->vn; i++)
		VEC_PUSH(sh->pstat_v, save->v[i]);
	free(save->v);
	save->v = NULL;
}

void rt_var_lazy_sync(struct shell *sh, struct var *v)
{
	rt_var_note(sh, v);
	if (v->name[0] == '_' && !v->name[1]) {
		if (!sh->lastarg || v->arr)
			return;
		free(v->str);
		v->str = xstrdup(sh->lastarg);
		set_flags(sh, v, (v->flags | VF_STR) & ~(VF_INT | VF_UNSET));
		return;
	}
	if (!strcmp(v->name, "SHELLOPTS") || !strcmp(v->name, "BASHOPTS")) {
		struct strbuf sb = { 0 };
		sb_addn(&sb, "", 0);
		if (v->name[0] == 'S')
			rt_opt_shellopts(sh, &sb);
		else
			rt_opt_bashopts(sh, &sb);
		free(v->str);
		v->str = sb_detach(&sb);
		set_flags(sh, v, (v->flags | VF_STR) & ~(VF_INT | VF_UNSET));
		return;
	}
	if (!strcmp(v->name, "BASH_ALIASES") || !strcmp(v->name, "BASH_CMDS")) {
		table_view_sync(
			sh, v, v->name[5] == 'A' ? &sh->aliases : &sh->cmdhash);
		return;
	}
	if (!strcmp(v->name, "BASH_COMMAND")) {
		/* outside a trap action, the command running now */
		if (sh->in_trap || !sh->cur_cmd)
			return;
		struct strbuf sb;
		sb_init(&sb);
		ast_unparse_head(&sb, sh->cur_cmd);
		free(v->str);
		v->str = sb_detach(&sb);
		set_flags(sh, v, (v->flags | VF_STR) & ~(VF_INT | VF_UNSET));
		return;
	}
	if (!strcmp(v->name, "BASH_ARGV0")) {
		if (v->flags & VF_SPECIAL) {
			free(v->str);
			v->str = xstrdup(sh->arg0 ? sh->arg0 : "");
			set_flags(sh, v,
				  (v->flags | VF_STR) & ~(VF_INT | VF_UNSET));
		}
		return;
	}
	if (strcmp(v->name, "PIPESTATUS")) {
		rt_cs_sync(sh, v->name);
		return;
	}
	if (!sh->pstat_n)
		return;
	rt_var_make_array(sh, v, false); /* again after unset */
	rt_var_array_clear(sh, v);
	v->flags &= ~VF_UNSET;
	for (int i = 0; i < sh->pstat_n; i++) {
		char num[16];
		snprintf(num, sizeof num, "%d",
			 sh->pstat_n == 1 ? sh->pstat1 : sh->pstat_v.v[i]);
		rt_var_elem_set(sh, v, i, NULL, num, false);
	}
}

/* -------------------------------------------------- dynamic variables */

/* A seed for RANDOM when none was assigned: a subshell's differs from
 * its parent's and from its siblings' (another pid, another time, or in
 * one process another count). */
static uint64_t var_random_seed(struct shell *sh)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	uint64_t x = (uint64_t)getpid() << 32 ^ (uint64_t)ts.tv_sec << 20 ^
		     (uint64_t)ts.tv_nsec ^
		     (uint64_t)++sh->random_seeds * 0x9E3779B97F4A7C15u;
	/* splitmix64's finaliser: near seeds, far states */
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9u;
	x = (x ^ (x >> 27)) * 0x94D049BB133111EBu;
	x ^= x >> 31;
	return x ? x : 1;
}

bool rt_var_dynamic(struct shell *sh, const char *name, char *buf)
{
	struct timeval tv;
	/* every variable read passes here: one byte rejects almost all
	 * names before any strcmp */
	switch (name[0]) {
	case 'B':
		if (strcmp(name, "BASHPID"))
			return false;
		snprintf(buf, 64, "%ld", (long)getpid());
		return true;
	case 'H':
		if (strcmp(name, "HISTCMD"))
			return false;
		/* the number of the newest entry (the running command's
		 * when it was stored); 0 while history is off (bash) */
		snprintf(buf, 64, "%d",
			 sh->opts & OPT_HISTORY ? fe_hist_next_num() - 1 : 0);
		return true;
	case 'R':
	case 'S':
	case 'E':
		break;
	default:
		return false;
	}
	if (!strcmp(name, "RANDOM")) {
		/* xorshift64*, seeded by assigning RANDOM */
		uint64_t x = sh->random_state;
		if (!x)
			x = var_random_seed(sh);
		x ^= x >> 12;
		x ^= x << 25;
		x ^= x >> 27;
		sh->random_state = x;
		snprintf(buf, 64, "%u",
			 (unsigned)((x * 0x2545F4914F6CDD1Du) >> 49) & 32767);
		return true;
	}
	if (!strcmp(name, "SRANDOM")) {
		/* 32 bits from the kernel, not reproducible (bash) */
		uint32_t r;
		if (getrandom(&r, sizeof r, 0) != (ssize_t)sizeof r)
			r = (uint32_t)(var_random_seed(sh) >> 16);
		snprintf(buf, 64, "%u", (unsigned)r);
		return true;
	}
	if (!strcmp(name, "SECONDS")) {
		/* whole seconds elapsed since the base, measured in
		 * microseconds so that a script never sees 1 too early */
		int64_t d = now_us() - sh->seconds_base;
		if (d < 0) /* the clock went back */
			d = 0;
		snprintf(buf, 64, "%lld",
			 (long long)(int64_t)((uint64_t)sh->seconds_set +
					      (uint64_t)(d / 1000000)));
		return true;
	}
	if (!strcmp(name, "EPOCHREALTIME")) {
		gettimeofday(&tv, NULL);
		snprintf(buf, 64, "%lld.%06ld", (long long)tv.tv_sec,
			 (long)tv.tv_usec);
		return true;
	}
	if (!strcmp(name, "EPOCHSECONDS")) {
		snprintf(buf, 64, "%lld", (long long)time(NULL));
		return true;
	}
	return false;
}
