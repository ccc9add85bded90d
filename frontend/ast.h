/*
 * ast.h - the abstract syntax tree shared by the parser, the interpreter,
 * the AST printer and the lowering to QIR.
 *
 * Invariants a reader must know before changing this file:
 *  - All AST memory lives in one struct arena per parsed complete command
 *    (see arena.h).  Pointers between nodes never cross arenas, except that
 *    the runtime may hold a node of an arena it holds a reference to.
 *  - Words are lists of parts, never flat strings.  Unquoted literal text is
 *    WP_LIT and every '*', '?' and '[' in it is an active glob character;
 *    text that was quoted in any way ('...', "...", \c) is WP_QLIT and is
 *    never a glob character nor subject to field splitting.  A word whose
 *    WP_LIT parts contain a glob character has W_GLOB set.
 *  - Strings in the tree are NUL-terminated, but literal parts also carry
 *    their length because a script may contain NUL bytes (the lexer drops
 *    them, as other shells do, so len == strlen in practice).
 *  - Arithmetic $((...)) whose text contains no '$' or '`' is parsed at parse
 *    time into a struct arith tree (WP_ARITH with .arith.expr != NULL).
 *    Otherwise .arith.text holds the parts to expand as inside double quotes
 *    and the runtime parses the result (caching the last text and tree).
 *  - Redirection fds are resolved at parse time: an operator without a
 *    number gets 0 (<, <&, <>, <<, <<-, <<<) or 1 (>, >|, >>, >&, &>,
 *    &>>).  `a |& b` is `a 2>&1 | b`: the parser appends that
 *    redirection to the left command, as bash does.
 *  - Fields named `rt_*` and `jit*` are scratch space owned by the runtime
 *    and the JIT; the parser zeroes them and never reads them.
 */
#ifndef QUIRL_AST_H
#define QUIRL_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct arena;
struct node;
struct word;

/* ---------------------------------------------------------------- arith */

enum arith_kind {
	AK_NUM,     /* .num */
	AK_VAR,     /* .name: a variable reference */
	AK_UNARY,   /* .op in AO_NEG AO_POS AO_NOT AO_BNOT, operand .a */
	AK_BINARY,  /* .op, .a .b (not && || , which have own kinds) */
	AK_LAND,    /* a && b */
	AK_LOR,     /* a || b */
	AK_COND,    /* a ? b : c */
	AK_ASSIGN,  /* .name op= .b (.op == AO_NONE for plain =) */
	AK_PREINC,  /* ++name */
	AK_PREDEC,  /* --name */
	AK_POSTINC, /* name++ */
	AK_POSTDEC, /* name-- */
	AK_COMMA,   /* a , b */
	AK_SLOT,    /* .num, stored before each evaluation: a parameter in a
		     * template of dynamic text (runtime/arith.c only) */
};

enum arith_op {
	AO_NONE,
	AO_ADD,
	AO_SUB,
	AO_MUL,
	AO_DIV,
	AO_MOD,
	AO_POW,
	AO_SHL,
	AO_SHR,
	AO_LT,
	AO_LE,
	AO_GT,
	AO_GE,
	AO_EQ,
	AO_NE,
	AO_BAND,
	AO_BXOR,
	AO_BOR,
	AO_NEG,
	AO_POS,
	AO_NOT,
	AO_BNOT,
};

struct arith {
	enum arith_kind kind;
	enum arith_op op;
	int64_t num;
	const char *name;
	struct arith *a, *b, *c;
	/* runtime cache of the variable cell for AK_VAR/AK_ASSIGN/inc/dec */
	void *rt_cell;
	unsigned rt_epoch;
	/* Array elements (bash): for a reference written name[subscript],
	 * .base is the array name and .idx the subscript parsed at parse
	 * time (NULL if it did not parse); evaluators index the array with
	 * them.  .name keeps the whole text "name[subscript]" when it is
	 * short (AP_NAME_TEXT; NULL otherwise, so that nested subscripts
	 * cost linear memory), for the JIT's element cells (runtime/var.c
	 * resolves such a name). */
	const char *base;
	struct arith *idx;
	/* the subscript's text (not NUL-terminated: SUB_LEN bytes), in the
	 * tree's arena: an associative array's key, and the text a subscript
	 * that did not parse is parsed again from for its message */
	const char *sub;
	size_t sub_len;
	/* Division, remainder and power (also /= and %=), the error sites:
	 * the expression's text (from its first non-blank) and the "error
	 * token" bash names when the operation fails, both in the tree's
	 * arena. */
	const char *src, *tok;
	/* part of an array subscript, whose errors name no command (bash) */
	bool in_subscript;
};

/* ---------------------------------------------------------------- words */

enum wpart_kind {
	WP_LIT,      /* unquoted literal text; glob characters active */
	WP_QLIT,     /* quoted literal text */
	WP_DQUOTE,   /* "...": .sub is the list of inner parts */
	WP_PARAM,    /* $name, $1, $@, ${...} */
	WP_CMDSUB,   /* $(...) or `...` */
	WP_ARITH,    /* $((...)) */
	WP_TILDE,    /* tilde prefix: .lit.s is the login name ("" for ~) */
	WP_PROCSUB,  /* <(...) or >(...) (bash): .cmdsub.body, .cmdsub.write
		       for >( ; expands to a /dev/fd/N path */
	WP_COMPOUND, /* NAME=(...) operand of a declaration utility: the
			only part of its word; .compound is the parsed
			assignment (runtime/expand.c renders it as text) */
};

enum param_op {
	PO_PLAIN,   /* $name ${name} */
	PO_LENGTH,  /* ${#name} */
	PO_DEFAULT, /* ${name-word}  ${name:-word} */
	PO_ASSIGN,  /* ${name=word}  ${name:=word} */
	PO_ERROR,   /* ${name?word}  ${name:?word} */
	PO_ALT,     /* ${name+word}  ${name:+word} */
	PO_RSMALL,  /* ${name%word} */
	PO_RLARGE,  /* ${name%%word} */
	PO_LSMALL,  /* ${name#word} */
	PO_LLARGE,  /* ${name##word} */
	/* bash/ksh extensions (lexer.c, expand.c) */
	PO_SUBSTR,  /* ${name:off} ${name:off:len}: .arg off, .arg2 len */
	PO_REPL,    /* ${name/pat/rep}: .arg pat, .arg2 rep (NULL: delete) */
	PO_REPLALL, /* ${name//pat/rep} */
	PO_REPLPRE, /* ${name/#pat/rep} */
	PO_REPLSUF, /* ${name/%pat/rep} */
	PO_UPPER1,  /* ${name^} */
	PO_UPPER,   /* ${name^^} */
	PO_LOWER1,  /* ${name,} */
	PO_LOWER,   /* ${name,,} */
	PO_TOGGLE1, /* ${name~} (bash, undocumented): the first's case */
	PO_TOGGLE,  /* ${name~~}: every character's case turned over */
	PO_PREFIX,  /* ${!prefix*} ${!prefix@}: .name prefix, .star */
	PO_KEYS,    /* ${!name[@]} ${!name[*]} */
	PO_XFORM,   /* ${name@X}: .xform is X, one of QEPAaKkUuL (bash);
		       another letter is a bad substitution when run */
	PO_BAD,     /* ${...} that is no valid expansion: .name is the text
		       between the braces; an error only when expanded, as
		       in bash (zsh code in a branch bash never runs) */
	PO_ELEM,    /* ${name[index]} or ${!name} without an operator: like
		       PO_PLAIN, but fast paths that only know plain
		       variables must not take it */
};

struct wpart {
	enum wpart_kind kind;
	struct wpart *next;
	union {
		struct {
			const char *s;
			size_t len;
			/* WP_TILDE after '=' or ':' of an argument that
			 * looks like an assignment: not in posix mode */
			bool argtilde;
		} lit;                   /* WP_LIT, WP_QLIT, WP_TILDE */
		struct wpart *sub;       /* WP_DQUOTE */
		struct assign *compound; /* WP_COMPOUND */
		struct {
			/* identifier, decimal digits, or one of @ * # ? - $ ! 0 */
			const char *name;
			enum param_op op;
			bool colon;       /* the ':' forms of - = ? + */
			struct word *arg; /* operand word, NULL when absent */
			/* extensions: ${name[index]}; .index is "@" / "*"
			 * for the whole array; .index_expr its arithmetic
			 * tree when static.  ${!name} sets .indirect. */
			struct word *arg2;
			struct word *index;
			struct arith *index_expr;
			bool indirect;
			bool star;  /* PO_PREFIX / PO_KEYS written with '*' */
			bool bare;  /* written $name, without braces */
			char xform; /* PO_XFORM's letter */
			/* runtime cache: the cell of a plain variable
			 * (cells never move; see runtime/var.c) */
			struct var *rt_cell;
		} param;
		struct {
			struct node *body; /* NULL for an empty $( ) */
			bool backquote;
			bool write; /* WP_PROCSUB: >(...) */
		} cmdsub;           /* WP_CMDSUB, WP_PROCSUB */
		struct {
			struct arith *expr; /* parsed at parse time, or NULL */
			struct wpart
				*text; /* parts to expand when expr is NULL */
			struct wpart *src; /* the text as written (printing) */
			bool bracket;      /* written $[ ... ] (printing) */
			/* runtime cache for the dynamic form */
			const char *rt_text;
			struct arith *rt_expr;
			struct arena *rt_arena;
			struct arith_tmpl *rt_tmpl; /* runtime/arith.c */
		} arith;
	};
};

enum word_flags {
	W_GLOB = 1 << 0, /* an unquoted glob character appears */
	W_QUOTED =
		1 << 1, /* some part was quoted (affects heredoc delims, "" ) */
	W_EXPAND = 1 << 2, /* contains a parameter, command or arith part */
	W_BRACE = 1 << 3,  /* an unquoted literal may hold a brace expansion
			      {a,b} / {1..3}; W_GLOB is set too, so fast
			      paths that do not know braces decline */
};

struct word {
	struct wpart *parts; /* NULL for an empty word, which cannot occur
				 from the lexer except as '' or "" (WP_QLIT) */
	unsigned flags;
};

/* ---------------------------------------------------------- redirections */

enum redir_op {
	R_IN,      /* <   */
	R_OUT,     /* >   */
	R_CLOBBER, /* >|  */
	R_APPEND,  /* >>  */
	R_DUPIN,   /* <&  */
	R_DUPOUT,  /* >&  */
	R_RDWR,    /* <>  */
	R_HEREDOC, /* <<  and <<- */
	R_HERESTR, /* <<< (bash extension) */
};

enum redir_flags {
	RF_STRIPTABS = 1 << 0, /* <<- */
	RF_QUOTED = 1 << 1,    /* here-doc delimiter was quoted: body literal */
	RF_BOTH = 1 << 2,      /* &> and &>> (bash): R_OUT / R_APPEND of both
				  stdout and stderr; .fd is 1 */
};

struct redir {
	struct redir *next;
	enum redir_op op;
	unsigned flags;
	int fd;
	/* File name / fd word, or for R_HEREDOC the body: a word of WP_QLIT
	 * (quoted delimiter) or of WP_LIT/WP_QLIT/WP_PARAM/WP_CMDSUB/WP_ARITH
	 * parts to expand as a here-document (never split or globbed). */
	struct word *target;
	const char *delim; /* R_HEREDOC: the delimiter after quote removal */
	/* {NAME}> and the other named-fd forms (bash): the variable (or
	 * array element NAME[sub]) that receives the descriptor the shell
	 * allocates, or for {NAME}>&- / {NAME}<&- names the one to close;
	 * .fd is then unused.  NULL otherwise. */
	const char *fdvar;
};

/* ------------------------------------------------------------------ nodes */

enum node_kind {
	N_SIMPLE,   /* simple command */
	N_PIPE,     /* pipeline of >= 2 commands, or any pipeline with '!'
		       (an odd number of them: `! !` cancels, as in bash);
		       a bare `!` negates an empty simple command */
	N_AND,      /* left && right */
	N_OR,       /* left || right */
	N_BG,       /* body & */
	N_SUBSHELL, /* ( body ) */
	N_GROUP,    /* { body; } */
	N_IF,
	N_WHILE,
	N_UNTIL,
	N_FOR,
	N_CASE,
	N_FUNCDEF,
	/* bash/ksh extensions, evaluated by runtime/ext_eval.c */
	N_ARITH,    /* (( expr )) */
	N_ARITHFOR, /* for (( init; cond; step )) */
	N_COND,     /* [[ expression ]] */
	N_SELECT,   /* select NAME [in words]; do body; done: .for_ */
	N_COPROC,   /* coproc [NAME] command: .coproc */
	N_TIME,     /* time [-p] [pipeline]: .time (a pipeline's prefix,
		       outside any `!`; .body NULL: no command) */
};

/* [[ ]] expressions */
enum cond_kind {
	CK_AND,    /* .a && .b */
	CK_OR,     /* .a || .b */
	CK_NOT,    /* ! .a */
	CK_UNARY,  /* .op .l  (-f, -z, -v, ...) */
	CK_BINARY, /* .l .op .r  (==, !=, =~, <, >, -eq, -nt, ...) */
	CK_WORD,   /* .l alone: true when non-empty */
};

struct cond {
	enum cond_kind kind;
	const char *op;
	struct word *l, *r;
	struct cond *a, *b;
	bool paren; /* written in ( ): set -x shows no '!' applied to it */
};

struct assign {
	struct assign *next;
	const char *name;
	struct word *value; /* NULL for "name=" */
	/* extensions: name[index]=value, name+=value and name=(elems...)
	 * (with .index too: an error at run time, as in bash).  keys[i] is
	 * the [key]= part of elems[i] or NULL. */
	struct word *index;
	bool append;
	bool compound;
	int nelems;
	struct word **elems;
	struct word **keys;
	const char *src; /* compound: "( ... )" as written (set -x shows it) */
	struct var
		*rt_cell; /* runtime cache: the target's cell (rt_jit_assign) */
};

/* One arithmetic operand of an extension node: parsed at parse time when
 * static (.expr), else .text to expand first.  Both NULL: empty.  .src is
 * the text as written between the parentheses (for a for-clause without
 * its leading blanks), which set -x shows expanded, as bash does; NULL
 * when empty.  For a dynamic operand .src == .text. */
struct arith_src {
	struct arith *expr;
	struct wpart *text;
	struct wpart *src;
	struct arith_tmpl *rt_tmpl; /* runtime cache (runtime/arith.c) */
};

enum case_term {
	CASE_BREAK,       /* ;; or the last item without a terminator */
	CASE_FALLTHROUGH, /* ;&  (bash/ksh extension) */
	CASE_CONTINUE,    /* ;;& (bash extension: test the next patterns) */
};

struct case_item {
	struct case_item *next;
	struct word **pats;
	int npats;
	struct node *body; /* NULL for an empty body */
	enum case_term term;
};

/*
 * A list ("compound list", "program") is a chain of nodes linked by .next;
 * each element is an and-or list, possibly wrapped in N_BG.  Bodies of
 * compound commands are such chains and are never NULL where the grammar
 * requires a non-empty list.
 */
struct node {
	enum node_kind kind;
	int lineno; /* line of the first token of the command */
	/* the line bash names when the command dies of a signal: the head
	 * of the for, case or select, or the body of the function, it is
	 * in; 0: the end of the top-level command (runtime/jobs.c) */
	int report_line;
	struct node *next;    /* next element of the enclosing list */
	struct redir *redirs; /* redirections of this command */
	union {
		struct {
			/* command lookup cache (runtime/eval.c): what a
			 * literal name resolved to, and the sh->jit.gen it
			 * holds for, plus one (0: nothing cached) */
			uintptr_t rt_cmd;
			unsigned rt_cmd_gen;
			struct assign *assigns;
			struct word **argv;
			/* set -k: kw[i] is argv[i] parsed as an assignment,
			 * NULL where it is none; kw is NULL when no word is */
			struct assign **kw;
			int argc; /* may be 0: assignments/redirections only */
		} simple;
		struct {
			struct node *cmds; /* chain through .next */
			int ncmds;
			bool bang;
		} pipe;
		struct {
			struct node *left, *right;
		} andor;
		struct {
			struct node *body;
		} sub; /* N_BG, N_SUBSHELL, N_GROUP */
		struct {
			struct node *cond, *then;
			struct node
				*els; /* NULL, a list, or one N_IF for elif */
			bool elif;    /* this N_IF was written as elif */
		} if_;
		struct {
			struct node *cond, *body;
		} loop; /* N_WHILE, N_UNTIL */
		struct {
			const char *var;
			struct word **words;
			int nwords;
			bool has_in; /* false: iterate over "$@" */
			struct node *body;
		} for_; /* N_FOR, N_SELECT */
		struct {
			struct word *subject;
			struct case_item *items;
		} case_;
		struct {
			const char *name;
			struct node
				*body; /* one compound command, with redirs */
		} func;
		struct {
			struct arith_src e;
		} arith; /* N_ARITH */
		struct {
			struct arith_src init, cond, step;
			struct node *body;
		} arithfor; /* N_ARITHFOR */
		struct {
			struct cond *expr;
		} cond; /* N_COND */
		struct {
			const char *name; /* NULL: COPROC */
			struct node *body;
		} coproc; /* N_COPROC */
		struct {
			struct node *body; /* NULL for a bare `time` */
			bool posix;        /* -p (or --): POSIX's format */
		} time;                    /* N_TIME */
	};
	/* tier-up state of loops and function bodies, owned by jit/jit.c:
	 * entries or back-edges counted, the compiled region */
	uint32_t rt_hot;
	void *jit;
};

#endif
