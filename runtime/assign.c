/*
 * assign.c - assignment words (see assign.h for what callers rely on).
 *
 * Design:
 *  - A compound value is expanded whole before anything is assigned, so
 *    a=("${a[@]}" x) and a=(1 ${a[0]}) see the old array (bash).  The
 *    expanded elements are one list of (key, value) pairs, a NULL key
 *    meaning "the next index"; the permanent assignment, the temporary
 *    string "(...)" and the text of a declaration operand are three
 *    readings of that list.
 *  - The permanent x=$((...)) with a static expression, or a dynamic one
 *    the runtime's arithmetic template evaluates, stores the integer in
 *    the cell without building a string (assign_arith); under set -x the
 *    general path runs, as it traces the value.
 *  - set -x shows NAME=value with the value quoted when needed (x= for an
 *    empty one, as bash and dash do), NAME[sub]=value with the subscript
 *    expanded, and NAME=(...) as written, as bash does.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../frontend/parser.h"
#include "assign.h"
#include "exec.h"
#include "arith.h"
#include "error.h"
#include "expand.h"
#include "var.h"

struct celem {
	char *key; /* NULL: the next index */
	char *val; /* NULL: the integer ival (see whole_array) */
	int64_t ival;
};

/* The few elements of a compound value written in a loop (a+=(x)) fit
 * in inl: no malloc for the list itself. */
typedef struct {
	struct celem *v; /* inl until more are needed */
	size_t n, cap;
	struct celem inl[4];
} celems;

static void celems_push(celems *el, struct celem e)
{
	if (!el->cap) {
		el->v = el->inl;
		el->cap = sizeof el->inl / sizeof el->inl[0];
	} else if (el->n == el->cap) {
		struct celem *nv = xmalloc(2 * el->cap * sizeof *nv);
		memcpy(nv, el->v, el->n * sizeof *nv);
		if (el->v != el->inl)
			free(el->v);
		el->v = nv;
		el->cap *= 2;
	}
	el->v[el->n++] = e;
}

static void celems_free(celems *el)
{
	for (size_t i = 0; i < el->n; i++) {
		free(el->v[i].key);
		free(el->v[i].val);
	}
	if (el->v != el->inl)
		free(el->v);
}

/* The value of [key]=W; an associative array's (ASSOC) keeps its tilde
 * prefixes as written, as bash does. */
static int expand_value(struct shell *sh, const struct word *w, bool assoc,
			char **out)
{
	if (!w) {
		*out = xstrdup("");
		return 0;
	}
	return rt_expand(sh, (struct word *const *)&w, 1,
			 EXP_ASSIGN | (assoc ? EXP_NOTILDE : 0), NULL, out);
}

/* Element word W when it is "${name[@]}" of a set indexed array whose
 * elements can be taken as they are stored: pushes them to *OUT, an
 * integer without its text (val NULL), and returns true.  The fields of
 * that expansion are exactly these values in index order. */
static bool whole_array(struct shell *sh, const struct word *w, celems *out)
{
	const struct wpart *q = w->parts, *p = q ? q->sub : NULL;
	if (!q || q->next || q->kind != WP_DQUOTE || !p || p->next ||
	    p->kind != WP_PARAM || p->param.op != PO_ELEM ||
	    p->param.indirect || !p->param.index)
		return false;
	const struct wpart *ix = p->param.index->parts;
	if (!ix || ix->next || (ix->kind != WP_LIT && ix->kind != WP_QLIT) ||
	    ix->lit.len != 1 || ix->lit.s[0] != '@' ||
	    !rt_valid_name(p->param.name) ||
	    rt_var_is_ref(rt_var_find_own(sh, p->param.name)))
		return false;
	struct var *v = rt_var_find(sh, p->param.name);
	const struct rt_aelem *el;
	size_t n = v ? rt_var_elems_raw(v, &el) : 0;
	if (!n)
		return false; /* no array, or empty: the general path */
	for (size_t i = 0; i < n; i++) {
		struct celem e = { .ival = el[i].ival };
		if (!el[i].has_int)
			e.val = xstrdup(el[i].val);
		celems_push(out, e);
	}
	return true;
}

/* W expanded as one string, without splitting, globbing or tilde (as a
 * word of an associative array's key-value list). */
static int expand_one(struct shell *sh, const struct word *w, char **out)
{
	if (!w) {
		*out = xstrdup("");
		return 0;
	}
	return rt_expand(sh, (struct word *const *)&w, 1, EXP_NOTILDE, NULL,
			 out);
}

/* The pair KEY (written as word KW) and VAL of a key-value list, both
 * malloc'ed: an empty key is reported with the word as written, and the
 * pair dropped (bash 5.2). */
static void assoc_pair(struct shell *sh, celems *out, char *key,
		       const struct word *kw, char *val)
{
	if (*key) {
		celems_push(out, (struct celem){ .key = key, .val = val });
		return;
	}
	struct strbuf sb;
	sb_init(&sb);
	if (kw)
		ast_unparse_word(&sb, kw);
	rt_err(sh, "%s: bad array subscript", sb_str(&sb));
	sb_free(&sb);
	free(key);
	free(val);
}

/* An associative array's compound value whose first word has no [key]=
 * (bash 5.2): the words, each expanded as one string (expand_one), are
 * keys and values in turn, a missing last value being empty; a word
 * written [key]=value among them is that text. */
static int assoc_pairs(struct shell *sh, const struct assign *a, celems *out)
{
	char *key = NULL;
	const struct word *kw = NULL;
	for (int i = 0; i < a->nelems; i++) {
		char *s = NULL;
		if (a->keys[i]) {
			char *k, *v;
			if (expand_one(sh, a->keys[i], &k) < 0)
				goto fail;
			if (expand_one(sh, a->elems[i], &v) < 0) {
				free(k);
				goto fail;
			}
			struct strbuf sb;
			sb_init(&sb);
			sb_addf(&sb, "[%s]=%s", k, v);
			s = sb_detach(&sb);
			free(k);
			free(v);
		} else if (expand_one(sh, a->elems[i], &s) < 0) {
			goto fail;
		}
		if (!key) {
			key = s;
			kw = a->keys[i] ? NULL : a->elems[i];
			continue;
		}
		assoc_pair(sh, out, key, kw, s);
		key = NULL;
	}
	if (key)
		assoc_pair(sh, out, key, kw, xstrdup(""));
	return 0;
fail:
	free(key);
	return -1;
}

/* Expands the elements of compound assignment A into *out; with INTS, an
 * element may be an integer without its text (whole_array).  ASSOC names
 * the associative array assigned (key-value lists, words without a key
 * among keyed ones), or is NULL.  Tilde prefixes stay as written in
 * keys, and in values too with ASSOC or NOTILDE (the text of a declaration
 * operand for an associative array), as in bash. */
static int compound_expand(struct shell *sh, const struct assign *a,
			   celems *out, bool ints, const char *assoc,
			   bool notilde)
{
	if (assoc && a->nelems && !a->keys[0])
		return assoc_pairs(sh, a, out);
	/* the fields' list is the shell's spare one when it is free, as
	 * the strings move on (a nested compound assignment makes its own) */
	struct strvec f = sh->compound_fields;
	sh->compound_fields = (struct strvec){ 0 };
	int r = 0;
	for (int i = 0; i < a->nelems && !r; i++) {
		struct celem e = { 0 };
		if (ints && !a->keys[i] && a->elems[i] &&
		    whole_array(sh, a->elems[i], out))
			continue;
		if (assoc && !a->keys[i]) {
			/* bash: the word is dropped, unexpanded */
			struct strbuf sb;
			sb_init(&sb);
			if (a->elems[i])
				ast_unparse_word(&sb, a->elems[i]);
			rt_err(sh,
			       "%s: %s: must use subscript when assigning "
			       "associative array",
			       assoc, sb_str(&sb));
			sb_free(&sb);
			continue;
		}
		if (a->keys[i]) {
			if (rt_expand(sh, &a->keys[i], 1, EXP_NOTILDE, NULL,
				      &e.key) < 0) {
				r = -1;
			} else if (expand_value(sh, a->elems[i],
						assoc || notilde, &e.val) < 0) {
				free(e.key);
				r = -1;
			} else {
				celems_push(out, e);
			}
			continue;
		}
		f.n = 0;
		if (f.v)
			f.v[0] = NULL;
		r = rt_expand(sh, &a->elems[i], 1,
			      EXP_FIELDS | (notilde ? EXP_NOTILDE : 0), &f,
			      NULL);
		for (size_t j = 0; j < f.n; j++) {
			e.val = f.v[j]; /* moves into *out */
			celems_push(out, e);
		}
	}
	f.n = 0;
	if (f.v)
		f.v[0] = NULL;
	if (sh->compound_fields.v)
		free(f.v);
	else
		sh->compound_fields = f;
	return r;
}

/* Stores the elements in the array cell V (NAME=(...) or, APPEND,
 * NAME+=(...)). */
static int compound_store(struct shell *sh, struct var *v, celems *el,
			  bool append)
{
	if (v->flags & VF_READONLY) {
		rt_err(sh, "%s: readonly variable", v->name);
		return -1;
	}
	if (v->flags & VF_NOASSIGN)
		return -1; /* no message (bash) */
	rt_var_note(sh, v);
	bool assoc = v->flags & VF_ASSOC;
	if (!append && v->arr)
		rt_var_array_reset(sh, v, el->n);
	else if (!append && !(v->flags & VF_UNSET))
		rt_var_unset(sh, v->name);
	if (!v->arr)
		rt_var_make_array(sh, v, assoc);
	v->flags &= ~VF_UNSET;
	int64_t last = 0;
	size_t ne = rt_var_nelems(v, &last);
	/* past INT64_MAX the next index wraps around, as in bash */
	int64_t next =
		append && ne && !assoc ? (int64_t)((uint64_t)last + 1) : 0;
	for (size_t i = 0; i < el->n; i++) {
		struct celem *e = &el->v[i];
		const char *key = e->key;
		if (key && !assoc && rt_var_subscript(sh, NULL, key, &next) < 0)
			return -1;
		if (!e->val &&
		    (assoc || !rt_var_elem_set_int(sh, v, next, e->ival))) {
			char num[24];
			e->val = xstrndup(num, rt_fmt_int(num, e->ival));
		}
		int r = 0;
		if (assoc) {
			/* without a key the value is the key */
			r = rt_var_elem_set(sh, v, next, key ? key : e->val,
					    e->val, false);
		} else if (e->val) {
			/* the element takes the expanded string over */
			r = rt_var_elem_set_take(sh, v, next, key, e->val);
			e->val = NULL;
		}
		if (r < 0)
			return -1;
		next = (int64_t)((uint64_t)next + 1);
	}
	return 0;
}

int rt_assign_prefix_failed(struct shell *sh, int r)
{
	return r == RT_ASSIGN_EXPAND ? rt_error(sh, RT_E_EXPAND, 2)
				     : rt_error(sh, RT_E_PREFIX, 1);
}

/* "(e1 e2 ...)": a compound value in the prefix of a regular command,
 * which bash passes on as that string. */
static char *compound_string(const celems *el)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_addc(&sb, '(');
	for (size_t i = 0; i < el->n; i++) {
		if (i)
			sb_addc(&sb, ' ');
		if (el->v[i].key)
			sb_addf(&sb, "[%s]=", el->v[i].key);
		sb_adds(&sb, el->v[i].val);
	}
	sb_addc(&sb, ')');
	return sb_detach(&sb);
}

int rt_assign_compound_text(struct shell *sh, const struct assign *a,
			    bool assoc, struct strbuf *out)
{
	celems el = { 0 };
	char *sub = NULL;
	int r = compound_expand(sh, a, &el, false, NULL, assoc);
	if (r == 0 && a->index)
		r = rt_expand(sh, &a->index, 1, 0, NULL, &sub);
	if (r == 0) {
		sb_adds(out, a->name);
		if (sub) /* rejected by the builtin */
			sb_addf(out, "[%s]", sub);
		sb_adds(out, a->append ? "+=(" : "=(");
		for (size_t i = 0; i < el.n; i++) {
			if (i)
				sb_addc(out, ' ');
			if (el.v[i].key) {
				sb_addc(out, '[');
				rt_shell_quote_always(out, el.v[i].key);
				sb_adds(out, "]=");
			}
			rt_shell_quote_always(out, el.v[i].val);
		}
		sb_addc(out, ')');
	}
	free(sub);
	celems_free(&el);
	return r;
}

int rt_assign_compound_value(struct shell *sh, struct var *v, const char *text,
			     bool append)
{
	struct arena *arena = arena_new();
	struct assign *a = parser_compound(arena, text, strlen(text));
	int r = -1;
	if (!a) {
		rt_err(sh, "%s: %s: syntax error in compound assignment",
		       v->name, text);
	} else {
		/* the elements' run-time caches belong to this arena */
		struct arena *caller = sh->cur_arena;
		const struct node *cmd = sh->cur_cmd; /* not one of ARENA's */
		celems el = { 0 };
		sh->cur_arena = arena;
		if (compound_expand(sh, a, &el, false,
				    v->flags & VF_ASSOC ? v->name : NULL,
				    false) == 0)
			r = compound_store(sh, v, &el, append);
		sh->cur_arena = caller;
		sh->cur_cmd = cmd;
		celems_free(&el);
	}
	arena_unref(arena);
	return r;
}

/* The target cell of A, found once (cells are never freed). */
static struct var *assign_cell(struct shell *sh, const struct assign *ca)
{
	struct assign *a = (struct assign *)ca; /* rt_cell is a cache */
	if (!a->rt_cell)
		a->rt_cell = rt_var_cell_own(sh, a->name);
	return a->rt_cell; /* the accessors follow a name reference */
}

/* A permanent x=$((...)) evaluated to an integer stored as it is (see the
 * top).  1 when done, 0 when the general path must run, else
 * RT_ASSIGN_*. */
static int assign_arith(struct shell *sh, const struct assign *a)
{
	struct wpart *p = a->value ? a->value->parts : NULL;
	int64_t v;
	int r;
	if (a->index || a->append || a->compound || !p || p->next ||
	    p->kind != WP_ARITH)
		return 0;
	if (p->arith.expr)
		r = rt_arith_eval(sh, p->arith.expr, &v) < 0 ? -1 : 1;
	else
		r = rt_arith_tmpl_eval(sh, p->arith.text, &p->arith.rt_tmpl,
				       &v);
	if (r < 0) {
		rt_error(sh, RT_E_ARITH, 2); /* as in $((...)) (expand.c) */
		return RT_ASSIGN_EXPAND;
	}
	if (r == 0)
		return 0;
	struct var *cell = assign_cell(sh, a);
	return rt_var_assign_int(sh, cell, v) < 0 && !rt_assign_ignored(cell)
		       ? RT_ASSIGN_FAILED
		       : 1;
}

bool rt_assign_ignored(const struct var *v)
{
	return v->flags & VF_NOASSIGN;
}

int rt_assign_list_error(struct shell *sh, const char *name, const char *sub)
{
	rt_err(sh, "%s[%s]: cannot assign list to array member", name, sub);
	rt_error(sh, RT_E_LINE_EXPAND, 1);
	return RT_ASSIGN_FAILED;
}

/* NAME[sub]=(...) written as an assignment word: bash's error. */
static int list_to_member(struct shell *sh, const char *name,
			  const struct word *index)
{
	char *sub;
	if (rt_expand(sh, (struct word *const *)&index, 1, 0, NULL, &sub) < 0)
		return RT_ASSIGN_EXPAND;
	int r = rt_assign_list_error(sh, name, sub);
	free(sub);
	return r;
}

/* The set -x text of the assignment being made, handed over before it
 * is made (a failing one is traced first, as in bash): appended to OUT,
 * or with no command words traced at once, after the traces of the
 * assignment's own expansions.  Nothing is built without set -x. */
struct trace {
	struct shell *sh;
	struct strvec *out; /* NULL: no set -x */
	bool now;
	struct strbuf text;
};

/* NAME=, NAME+= or NAME[SUB]= then VALUE, quoted when it needs to be
 * (nothing for an empty one: x= as bash and dash trace it); RAW is
 * shown as it is. */
static void trace_assign(struct trace *t, const char *name, const char *sub,
			 bool append, const char *value, const char *raw)
{
	if (!t->out)
		return;
	sb_reset(&t->text);
	sb_adds(&t->text, name);
	if (sub)
		sb_addf(&t->text, "[%s]", sub);
	sb_adds(&t->text, append ? "+=" : "=");
	if (raw)
		sb_adds(&t->text, raw);
	else if (*value)
		rt_var_quote_trace(&t->text, value);
	sv_pushdup(t->out, sb_str(&t->text));
	if (t->now) {
		rt_xtrace(t->sh, NULL, t->out);
		sv_free(t->out);
	}
}

/* NAME=(...): permanently, or as the string "(...)" for a command. */
static int assign_compound(struct shell *sh, const struct assign *a, bool temp,
			   struct trace *t)
{
	celems el = { 0 };
	int r = 0;
	struct var *tv = temp ? NULL : rt_var_target(sh, assign_cell(sh, a));
	if (compound_expand(sh, a, &el, !temp,
			    tv && (tv->flags & VF_ASSOC) ? tv->name : NULL,
			    false) < 0) {
		r = RT_ASSIGN_EXPAND;
	} else if (temp) {
		char *s = compound_string(&el);
		trace_assign(t, a->name, NULL, false, s, NULL);
		if (rt_var_temp_set(sh, a->name, s) < 0)
			r = RT_ASSIGN_FAILED;
		free(s);
	} else {
		trace_assign(t, a->name, NULL, a->append, NULL, a->src);
		if (a->index) {
			r = list_to_member(sh, a->name, a->index);
		} else if (compound_store(sh, tv, &el, a->append) < 0) {
			r = RT_ASSIGN_FAILED;
		}
	}
	celems_free(&el);
	return r;
}

/* NAME[SUB]=v with SUB expanded to "": bash's "bad array subscript" for
 * an associative array, and for an indexed one written NAME[]= (for which
 * "$k" empty is element 0), named as written.  True when reported. */
static bool empty_key_error(struct shell *sh, const struct assign *a)
{
	const struct wpart *q = a->index ? a->index->parts : NULL;
	/* NAME[]: a word of no parts or an unquoted literal of no bytes */
	bool written_empty =
		!q || (!q->next && q->kind == WP_LIT && !q->lit.len);
	/* NAME['']: bash names the key as written, and an indexed array's
	 * arithmetic sees the quotes */
	bool squoted = q && !q->next && q->kind == WP_QLIT && !q->lit.len;
	struct strbuf sb;
	sb_init(&sb);
	if (!written_empty)
		ast_unparse_word(&sb, a->index);
	struct var *v = rt_var_cell(sh, a->name);
	if (squoted && !(v->flags & VF_ASSOC)) {
		int64_t ign;
		(void)rt_arith_eval_text(sh, "''", &ign);
		sb_free(&sb);
		return true;
	}
	bool bad = (v->flags & VF_ASSOC) || written_empty;
	if (bad)
		rt_err(sh, "%s[%s]: bad array subscript", a->name, sb_str(&sb));
	sb_free(&sb);
	return bad;
}

/* One assignment word. */
static int assign_one(struct shell *sh, const struct assign *a, bool temp,
		      struct trace *t)
{
	if (a->compound)
		return assign_compound(sh, a, temp, t);
	/* the value and the subscript are temporaries on the shell's stack:
	 * the variable copies what it keeps */
	char *val, *sub = NULL, *joined = NULL;
	struct stk_mark m = stk_mark(&sh->stk);
	if ((a->value ? rt_expand(sh, (struct word *const *)&a->value, 1,
				  EXP_ASSIGN | EXP_STK, NULL, &val)
		      : (val = "", 0)) < 0 ||
	    (a->index && rt_expand(sh, &a->index, 1, EXP_STK | EXP_NOTILDE,
				   NULL, &sub) < 0)) {
		stk_release(&sh->stk, m);
		return RT_ASSIGN_EXPAND;
	}
	int r = 0;
	if (sub && !*sub && !temp && empty_key_error(sh, a)) {
		r = -1;
	} else if (temp && sub) {
		/* bash: an error naming the subscript as written, and the
		 * command runs all the same */
		struct strbuf w;
		sb_init(&w);
		ast_unparse_word(&w, a->index);
		rt_err(sh, "`%s[%s]': not a valid identifier", a->name,
		       sb_str(&w));
		sb_free(&w);
	} else if (temp) {
		if (a->append) {
			/* the value NAME+=v would give, as a temporary */
			val = joined =
				rt_var_append_text(sh, assign_cell(sh, a), val);
		}
		trace_assign(t, a->name, NULL, false, val, NULL);
		r = rt_var_temp_set(sh, a->name, val);
		if (r < 0 && rt_assign_ignored(rt_var_cell(sh, a->name)))
			r = 0;
		/* bash: after the message the command runs all the same */
		if (r < 0 && (rt_var_cell(sh, a->name)->flags & VF_READONLY) &&
		    rt_error(sh, RT_E_PREFIX_READONLY, 0) == 0)
			r = 0;
	} else {
		trace_assign(t, a->name, sub, a->append, val, NULL);
		r = a->append || sub
			    ? rt_var_set_ext(sh, a->name, sub, val, a->append)
			    : rt_var_assign(sh, assign_cell(sh, a), val);
		if (r < 0 && rt_assign_ignored(assign_cell(sh, a)))
			r = 0;
	}
	free(joined);
	stk_release(&sh->stk, m);
	return r < 0 ? RT_ASSIGN_FAILED : 0;
}

int rt_assign_list(struct shell *sh, const struct node *n, bool temp,
		   struct strvec *trace)
{
	struct trace t = { sh, trace, !n->simple.argc, { 0 } };
	int r = 0;
	for (const struct assign *a = n->simple.assigns; a && !r; a = a->next) {
		int done = temp || trace ? 0 : assign_arith(sh, a);
		if (done) {
			r = done < 0 ? done : 0;
			continue;
		}
		r = assign_one(sh, a, temp, &t);
	}
	if (trace)
		sb_free(&t.text);
	return r;
}
