/*
 * test_jit_backend.c - QIR units compiled by each backend (libtcc through
 * qir_emit_c, and the direct encoder of jit/native.h where the machine
 * has one) compute what QIR's semantics say: wrap-around arithmetic, the
 * INT64_MIN / -1 and % -1 cases, masked shifts, 0/1 comparisons, loops,
 * memory access into host structs, host calls with 0..6 arguments, data
 * symbols.  The whole group runs once per backend, and random functions
 * compiled by both must agree: straight code with forward branches, and
 * counted loops with calls and more live variables than machine
 * registers (values live across calls and the back-edge).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ir/qir.h"
#include "jit/backend.h"
#include "jit/backend_tcc.h"
#include "runtime/util.h"

typedef long long (*fn_ii)(long long, long long);
typedef long long (*fn_i)(long long);
typedef long long (*fn_p)(char *);
typedef long long (*fn_v)(void);

static const enum qir_type ii[] = { QT_I64, QT_I64 };
static const enum qir_type pp[] = { QT_PTR };

/* the backend the current group runs with */
static enum jit_backend backend = JIT_BACKEND_TCC;

/* Compiles U (and frees it); the code stays alive in *CODE. */
static void *compile(struct qir_unit *u, const char *name,
		     struct jit_code **code)
{
	struct strbuf err;
	void *fp;

	sb_init(&err);
	*code = jit_compile_unit(u, backend, &err);
	if (!*code) {
		struct strbuf c;

		sb_init(&c);
		qir_emit_c(u, &c);
		print_error("%s\n%s", sb_str(&err), sb_str(&c));
		sb_free(&c);
	}
	sb_free(&err);
	qir_unit_free(u);
	assert_non_null(*code);
	fp = jit_code_lookup(*code, name);
	assert_non_null(fp);
	return fp;
}

/* long long f(a, b) { return a OP b; } */
static fn_ii compile_bin(enum qir_op op, struct jit_code **code)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "f", 2, ii);

	qir_emit_ret(f, qir_emit_bin(f, op, 1, 2));
	return (fn_ii)(uintptr_t)compile(u, "f", code);
}

static long long run_bin(enum qir_op op, long long a, long long b)
{
	struct jit_code *code;
	fn_ii fn = compile_bin(op, &code);
	long long r = fn(a, b);

	jit_code_free(code);
	return r;
}

static long long run_un(enum qir_op op, long long a)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "g", 1, ii);
	struct jit_code *code;
	fn_i fn;
	long long r;

	qir_emit_ret(f, qir_emit_un(f, op, 1));
	fn = (fn_i)(uintptr_t)compile(u, "g", &code);
	r = fn(a);
	jit_code_free(code);
	return r;
}

static void test_arith(void **state)
{
	(void)state;
	assert_true(jit_tcc_available());
	assert_int_equal(run_bin(QO_ADD, 40, 2), 42);
	assert_true(run_bin(QO_ADD, INT64_MAX, 1) == INT64_MIN);
	assert_true(run_bin(QO_SUB, INT64_MIN, 1) == INT64_MAX);
	assert_int_equal(run_bin(QO_SUB, 5, 7), -2);
	assert_int_equal(run_bin(QO_MUL, -6, 7), -42);
	assert_true(run_bin(QO_MUL, INT64_MAX, 2) == -2);
	assert_int_equal(run_bin(QO_DIV, 7, 2), 3);
	assert_int_equal(run_bin(QO_DIV, -7, 2), -3);
	assert_int_equal(run_bin(QO_DIV, 7, -1), -7);
	assert_true(run_bin(QO_DIV, INT64_MIN, -1) == INT64_MIN);
	assert_int_equal(run_bin(QO_MOD, -7, 2), -1);
	assert_int_equal(run_bin(QO_MOD, 7, -1), 0);
	assert_int_equal(run_bin(QO_MOD, INT64_MIN, -1), 0);
	assert_int_equal(run_bin(QO_AND, 12, 10), 8);
	assert_int_equal(run_bin(QO_OR, 12, 10), 14);
	assert_int_equal(run_bin(QO_XOR, 12, 10), 6);
}

static void test_shifts(void **state)
{
	(void)state;
	assert_int_equal(run_bin(QO_SHL, 1, 3), 8);
	assert_int_equal(run_bin(QO_SHL, 1, 64), 1);
	assert_int_equal(run_bin(QO_SHL, 1, 65), 2);
	assert_true(run_bin(QO_SHL, 1, 63) == INT64_MIN);
	assert_true(run_bin(QO_SHL, 3, -1) == INT64_MIN);
	assert_int_equal(run_bin(QO_SHR, -16, 2), -4);
	assert_int_equal(run_bin(QO_SHR, 16, 66), 4);
	assert_int_equal(run_bin(QO_SHR, -1, 63), -1);
}

static void test_compare_unary(void **state)
{
	(void)state;
	assert_int_equal(run_bin(QO_EQ, 3, 3), 1);
	assert_int_equal(run_bin(QO_EQ, 3, 4), 0);
	assert_int_equal(run_bin(QO_NE, 3, 4), 1);
	assert_int_equal(run_bin(QO_LT, -1, 0), 1);
	assert_int_equal(run_bin(QO_LT, 0, 0), 0);
	assert_int_equal(run_bin(QO_LE, 0, 0), 1);
	assert_int_equal(run_bin(QO_GT, INT64_MAX, INT64_MIN), 1);
	assert_int_equal(run_bin(QO_GE, INT64_MIN, INT64_MAX), 0);
	assert_int_equal(run_un(QO_NEG, 5), -5);
	assert_true(run_un(QO_NEG, INT64_MIN) == INT64_MIN);
	assert_int_equal(run_un(QO_NOT, 0), -1);
	assert_int_equal(run_un(QO_LNOT, 0), 1);
	assert_int_equal(run_un(QO_LNOT, -9), 0);
}

/* sum = 0; i = 1; while (i <= n) { sum += i; i++; } return sum; with a
 * constant loaded through movi at INT64_MIN to check the literal. */
static void test_loop(void **state)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "sum", 1, ii);
	qir_label top = qir_label_new(f), out = qir_label_new(f);
	qir_label neg = qir_label_new(f);
	qir_reg sum = qir_emit_movi(f, 0), i = qir_emit_movi(f, 1);
	qir_reg one = qir_emit_movi(f, 1), c, min;
	struct jit_code *code;
	fn_i fn;

	(void)state;
	qir_emit_label(f, top);
	c = qir_emit_bin(f, QO_LE, i, 1);
	qir_emit_br(f, QO_BF, c, out);
	qir_emit_mov(f, sum, qir_emit_bin(f, QO_ADD, sum, i));
	qir_emit_mov(f, i, qir_emit_bin(f, QO_ADD, i, one));
	qir_emit_jmp(f, top);
	qir_emit_label(f, out);
	min = qir_emit_movi(f, INT64_MIN);
	c = qir_emit_bin(f, QO_LT, 1, qir_emit_movi(f, 0));
	qir_emit_br(f, QO_BT, c, neg);
	qir_emit_ret(f, sum);
	/* n < 0: return INT64_MIN */
	qir_emit_label(f, neg);
	qir_emit_ret(f, min);
	fn = (fn_i)(uintptr_t)compile(u, "sum", &code);
	assert_int_equal(fn(10), 55);
	assert_int_equal(fn(0), 0);
	assert_int_equal(fn(100000), 5000050000LL);
	assert_true(fn(-3) == INT64_MIN);
	jit_code_free(code);
}

struct host {
	long long a;
	int b;
	unsigned int c;
	char *p;
	long long out;
	int out32;
};

/* out = a + b + c; out32 = a; p = *(p) (loadp/store round trip). */
static void test_memory(void **state)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "mem", 1, pp);
	struct host h = { .a = 100, .b = -2, .c = 0xffffffffu };
	struct jit_code *code;
	qir_reg a, b, c, s, p;
	fn_p fn;

	(void)state;
	h.p = (char *)&h;
	a = qir_emit_load(f, QO_LOAD64, 1, offsetof(struct host, a));
	b = qir_emit_load(f, QO_LOAD32, 1, offsetof(struct host, b));
	c = qir_emit_load(f, QO_LOADU32, 1, offsetof(struct host, c));
	s = qir_emit_bin(f, QO_ADD, qir_emit_bin(f, QO_ADD, a, b), c);
	p = qir_emit_load(f, QO_LOADP, 1, offsetof(struct host, p));
	qir_emit_store(f, QO_STORE64, p, offsetof(struct host, out), s);
	qir_emit_store(f, QO_STORE32, 1, offsetof(struct host, out32),
		       qir_emit_movi(f, 0x100000007LL));
	qir_emit_ret(f, b);
	fn = (fn_p)(uintptr_t)compile(u, "mem", &code);
	assert_int_equal(fn((char *)&h), -2);
	assert_true(h.out == 100 - 2 + 4294967295LL);
	assert_int_equal(h.out32, 7);
	jit_code_free(code);
}

static long long host_calls;
static char host_buf[8];

static void h0(void)
{
	host_calls++;
}
static long long h1(long long a)
{
	return a + 1;
}
static char *h2(char *p, long long i)
{
	return p + i;
}
static long long h3(long long a, long long b, long long c)
{
	return a * 100 + b * 10 + c;
}
static long long h4(char *p, long long a, long long b, long long c)
{
	return (p == host_buf) * 1000 + a + b + c;
}
static void h5(long long a, long long b, long long c, long long d, long long e)
{
	host_calls += a + b + c + d + e;
}
static long long h6(long long a, long long b, long long c, long long d,
		    long long e, long long f)
{
	return a - b + c - d + e - f;
}

/* Calls each host function; returns h6(...) + h3(...) * 10000 and leaves
 * h4's result in r1->out.  The symbol table has 0..6 arguments. */
static void test_calls(void **state)
{
	static const enum qir_type t6[] = { QT_I64, QT_I64, QT_I64,
					    QT_I64, QT_I64, QT_I64 };
	static const enum qir_type t2[] = { QT_PTR, QT_I64 };
	static const enum qir_type t4[] = { QT_PTR, QT_I64, QT_I64, QT_I64 };
	struct qir_unit *u = qir_unit_new();
	uint32_t s0 = qir_sym_func(u, "h0", (void *)h0, QT_VOID, 0, NULL);
	uint32_t s1 = qir_sym_func(u, "h1", (void *)h1, QT_I64, 1, t6);
	uint32_t s2 = qir_sym_func(u, "h2", (void *)h2, QT_PTR, 2, t2);
	uint32_t s3 = qir_sym_func(u, "h3", (void *)h3, QT_I64, 3, t6);
	uint32_t s4 = qir_sym_func(u, "h4", (void *)h4, QT_I64, 4, t4);
	uint32_t s5 = qir_sym_func(u, "h5", (void *)h5, QT_VOID, 5, t6);
	uint32_t s6 = qir_sym_func(u, "h6", (void *)h6, QT_I64, 6, t6);
	struct qir_func *f = qir_func_new(u, "calls", 1, pp);
	qir_reg r[6], x, y, z, p;
	struct jit_code *code;
	fn_p fn;

	(void)state;
	assert_int_equal(qir_sym_func(u, "h3", (void *)h3, QT_I64, 3, t6), s3);
	for (int i = 0; i < 6; i++)
		r[i] = qir_emit_movi(f, i + 1);
	assert_int_equal(qir_emit_call(f, u, s0, 0, NULL), 0);
	x = qir_emit_call(f, u, s1, 1, r); /* 2 */
	p = qir_emit_call(f, u, s2, 2, (qir_reg[]){ 1, r[2] });
	y = qir_emit_call(f, u, s3, 3, r); /* 123 */
	z = qir_emit_call(f, u, s4, 4, (qir_reg[]){ 1, r[0], r[1], x });
	qir_emit_store(f, QO_STORE64, p, -3, z);
	qir_emit_call(f, u, s5, 5, r);
	x = qir_emit_call(f, u, s6, 6, r); /* -3 */
	y = qir_emit_bin(f, QO_MUL, y, qir_emit_movi(f, 10000));
	qir_emit_ret(f, qir_emit_bin(f, QO_ADD, x, y));
	fn = (fn_p)(uintptr_t)compile(u, "calls", &code);
	host_calls = 0;
	assert_int_equal(fn(host_buf), 1230000 - 3);
	assert_int_equal(host_calls, 1 + 15);
	{
		long long v;

		memcpy(&v, host_buf, sizeof v);
		assert_int_equal(v, 1000 + 1 + 2 + 2);
	}
	jit_code_free(code);
}

static long long host_data[3] = { 11, 22, 33 };

/* QO_ADDR of host data, and a ptr constant via movp. */
static void test_addr(void **state)
{
	struct qir_unit *u = qir_unit_new();
	uint32_t d = qir_sym_data(u, "host_data", host_data);
	struct qir_func *f = qir_func_new(u, "get", 0, NULL);
	qir_reg base = qir_emit_addr(f, d), v, q;
	struct jit_code *code;
	fn_v fn;

	(void)state;
	v = qir_emit_load(f, QO_LOAD64, base, 16);
	qir_emit_store(f, QO_STORE64, base, 0, v);
	q = qir_emit_movp(f, &host_data[1]);
	qir_emit_ret(f, qir_emit_bin(f, QO_ADD, v,
				     qir_emit_load(f, QO_LOAD64, q, 0)));
	fn = (fn_v)(uintptr_t)compile(u, "get", &code);
	assert_int_equal(fn(), 55);
	assert_int_equal(host_data[0], 33);
	jit_code_free(code);
}

/* Two functions in one unit; the C text has the expected shape. */
static void test_c_text(void **state)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "one", 0, NULL);
	struct qir_func *g = qir_func_new(u, "two", 2, ii);
	qir_label l = qir_label_new(g);
	struct strbuf c;
	struct jit_code *code;

	(void)state;
	qir_emit_ret(f, qir_emit_movi(f, INT64_MIN));
	qir_emit_br(g, QO_BT, 1, l);
	qir_emit_label(g, l);
	qir_emit_ret(g, 2);
	sb_init(&c);
	qir_emit_c(u, &c);
	assert_non_null(strstr(sb_str(&c), "long long one(void)"));
	assert_non_null(strstr(sb_str(&c), "(-9223372036854775807LL - 1)"));
	assert_non_null(strstr(sb_str(&c), "long long two(long long r1, "
					   "long long r2)"));
	assert_non_null(strstr(sb_str(&c), "if (r1) goto L0;\nL0:;\n"));
	assert_null(strstr(sb_str(&c), "#include"));
	sb_free(&c);
	assert_true(((fn_v)(uintptr_t)compile(u, "one", &code))() == INT64_MIN);
	assert_int_equal(((fn_ii)(uintptr_t)jit_code_lookup(code, "two"))(1, 9),
			 9);
	assert_null(jit_code_lookup(code, "three"));
	jit_code_free(code);
}

/* ------------------------------------------ optimised = unoptimised */

static uint64_t rng_state;

static uint32_t rnd(uint32_t n)
{
	rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return (uint32_t)(rng_state >> 33) % n;
}

#define NVARS 4
#define NSEGS 8

static const int64_t interesting[] = { 0,  1,         -1,        2,   63,
				       64, INT64_MAX, INT64_MIN, 1000 };

/* Temporaries live within one segment; the variables (assigned with mov,
 * so they have several definitions) carry values across labels, which
 * keeps every use defined on all paths.  Branches go forward only. */
static qir_reg rand_operand(const qir_reg *pool, size_t n)
{
	return pool[rnd((uint32_t)n)];
}

static void gen_segment(struct qir_func *f, const qir_reg *vars,
			const qir_label *labels, int seg)
{
	qir_reg pool[32];
	size_t n = 0;
	int len = 1 + (int)rnd(8);

	pool[n++] = 2;
	pool[n++] = 3;
	for (int v = 0; v < NVARS; v++)
		pool[n++] = vars[v];
	for (int i = 0; i < len && n < 32; i++) {
		uint32_t k = rnd(10);
		qir_reg a = rand_operand(pool, n), b = rand_operand(pool, n);

		if (k == 0) {
			pool[n++] = qir_emit_movi(f, interesting[rnd(9)]);
		} else if (k == 1) {
			pool[n++] = qir_emit_un(f, QO_NEG + rnd(3), a);
		} else if (k == 2) {
			qir_reg one = qir_emit_movi(f, 1);
			qir_reg t = qir_emit_bin(f, QO_OR, b, one);

			pool[n++] =
				qir_emit_bin(f, rnd(2) ? QO_DIV : QO_MOD, a, t);
		} else if (k == 3) {
			pool[n++] = qir_emit_load(f, QO_LOAD64, 1, 8 * rnd(4));
		} else if (k == 4) {
			qir_emit_store(f, QO_STORE64, 1, 8 * rnd(4), a);
		} else if (k == 5) {
			pool[n++] = qir_emit_load(f, QO_LOAD32, 1, 4 * rnd(8));
		} else {
			enum qir_op op = QO_ADD + rnd(QO_GE - QO_ADD + 1);

			if (op == QO_DIV || op == QO_MOD)
				op = QO_XOR;
			pool[n++] = qir_emit_bin(f, op, a, b);
		}
	}
	qir_emit_mov(f, vars[rnd(NVARS)], pool[n - 1]);
	if (seg + 1 < NSEGS && rnd(2))
		qir_emit_br(f, rnd(2) ? QO_BT : QO_BF, rand_operand(pool, n),
			    labels[seg + 1 + rnd(NSEGS - seg - 1)]);
}

static void gen_func(struct qir_unit *u, const char *name, uint64_t seed)
{
	static const enum qir_type pii[] = { QT_PTR, QT_I64, QT_I64 };
	struct qir_func *f = qir_func_new(u, name, 3, pii);
	qir_label labels[NSEGS];
	qir_reg vars[NVARS], sum;

	rng_state = seed;
	for (int i = 0; i < NSEGS; i++)
		labels[i] = qir_label_new(f);
	for (int v = 0; v < NVARS; v++) {
		vars[v] = qir_reg_new(f, QT_I64);
		qir_emit_mov(f, vars[v], qir_emit_movi(f, v));
	}
	for (int i = 0; i < NSEGS; i++) {
		if (i > 0)
			qir_emit_label(f, labels[i]);
		gen_segment(f, vars, labels, i);
	}
	sum = vars[0];
	for (int v = 1; v < NVARS; v++)
		sum = qir_emit_bin(
			f, QO_XOR,
			qir_emit_bin(f, QO_MUL, sum, qir_emit_movi(f, 31)),
			vars[v]);
	qir_emit_ret(f, sum);
}

typedef long long (*fn_pii)(char *, long long, long long);

static void test_optimize_differential(void **state)
{
	static const long long args[][2] = {
		{ 0, 0 },   { 1, -1 },
		{ 7, 3 },   { INT64_MAX, INT64_MIN },
		{ -5, 64 }, { 123456789, -987654321 },
	};

	(void)state;
	for (uint64_t seed = 1; seed <= 150; seed++) {
		struct qir_unit *u = qir_unit_new();
		struct strbuf err;
		struct jit_code *code;
		fn_pii raw, opt;

		gen_func(u, "raw", seed);
		gen_func(u, "opt", seed);
		qir_optimize(u->funcs.v[1]);
		sb_init(&err);
		if (!qir_verify(u, &err))
			fail_msg("seed %llu: %s", (unsigned long long)seed,
				 sb_str(&err));
		sb_free(&err);
		raw = (fn_pii)(uintptr_t)compile(u, "raw", &code);
		opt = (fn_pii)(uintptr_t)jit_code_lookup(code, "opt");
		for (size_t i = 0; i < sizeof args / sizeof args[0]; i++) {
			long long m1[4] = { 5, -6, 7, INT64_MIN };
			long long m2[4] = { 5, -6, 7, INT64_MIN };
			long long r1 = raw((char *)m1, args[i][0], args[i][1]);
			long long r2 = opt((char *)m2, args[i][0], args[i][1]);

			if (r1 != r2 || memcmp(m1, m2, sizeof m1) != 0)
				fail_msg("seed %llu args %zu: %lld != %lld",
					 (unsigned long long)seed, i, r1, r2);
		}
		jit_code_free(code);
	}
}

/* The same random functions, unoptimised and optimised, compiled by
 * libtcc and by the direct encoder, give the same results and leave the
 * same memory. */
static void test_backends_agree(void **state)
{
	static const long long args[][2] = {
		{ 0, 0 },          { 1, -1 },
		{ 7, 3 },          { INT64_MAX, INT64_MIN },
		{ -5, 64 },        { 123456789, -987654321 },
		{ INT64_MIN, -1 },
	};

	(void)state;
	if (!jit_backend_native_available())
		skip();
	for (uint64_t seed = 1; seed <= 400; seed++) {
		struct jit_code *code[2];
		fn_pii fn[2][2];

		for (int b = 0; b < 2; b++) {
			struct qir_unit *u = qir_unit_new();
			struct strbuf err;

			gen_func(u, "raw", seed);
			gen_func(u, "opt", seed);
			qir_optimize(u->funcs.v[1]);
			sb_init(&err);
			code[b] = jit_compile_unit(
				u, b ? JIT_BACKEND_NATIVE : JIT_BACKEND_TCC,
				&err);
			if (!code[b])
				fail_msg("seed %llu: %s",
					 (unsigned long long)seed,
					 sb_str(&err));
			assert_string_equal(jit_code_backend(code[b]),
					    b ? "native" : "tcc");
			sb_free(&err);
			qir_unit_free(u);
			fn[b][0] = (fn_pii)(uintptr_t)jit_code_lookup(code[b],
								      "raw");
			fn[b][1] = (fn_pii)(uintptr_t)jit_code_lookup(code[b],
								      "opt");
		}
		for (size_t i = 0; i < sizeof args / sizeof args[0]; i++) {
			for (int k = 0; k < 2; k++) {
				long long m1[4] = { 5, -6, 7, INT64_MIN };
				long long m2[4] = { 5, -6, 7, INT64_MIN };
				long long r1 = fn[0][k]((char *)m1, args[i][0],
							args[i][1]);
				long long r2 = fn[1][k]((char *)m2, args[i][0],
							args[i][1]);

				if (r1 != r2 || memcmp(m1, m2, sizeof m1))
					fail_msg("seed %llu args %zu %s: tcc "
						 "%lld, native %lld",
						 (unsigned long long)seed, i,
						 k ? "opt" : "raw", r1, r2);
			}
		}
		jit_code_free(code[0]);
		jit_code_free(code[1]);
	}
}

/* ------------------------- backends agree: loops, calls, register pressure */

static uint64_t host_trail;

/* Writes junk into every register a callee may clobber that the direct
 * backend could use as a home, so that a value wrongly kept in one
 * across a call shows up (a small C function might leave them alone). */
static void clobber_caller_saved(void)
{
#if defined(__x86_64__)
	__asm__ volatile("mov $0x5a5a5a5a, %%r10\n\tmov $0x5a5a5a5a, %%r11\n\t"
			 "mov $0x5a5a5a5a, %%r8\n\tmov $0x5a5a5a5a, %%r9" ::
				 : "r8", "r9", "r10", "r11");
#elif defined(__aarch64__)
	__asm__ volatile("mov x8, #0x5a5a\n\tmov x11, #0x5a5a\n\t"
			 "mov x12, #0x5a5a\n\tmov x13, #0x5a5a\n\t"
			 "mov x14, #0x5a5a\n\tmov x15, #0x5a5a" ::
				 : "x8", "x11", "x12", "x13", "x14", "x15");
#endif
}

static long long host2(long long a, long long b)
{
	clobber_caller_saved();
	host_trail = (host_trail ^ (uint64_t)a) * 31 + (uint64_t)b;
	return (long long)((uint64_t)a * 3 + (uint64_t)b);
}

static long long host0(void)
{
	clobber_caller_saved();
	return (long long)++host_trail;
}

#define PVARS 14 /* more than either machine has homes for */

/* A counted loop (a backward branch) whose body mixes calls with 0 and 2
 * arguments, division, memory and compares over PVARS variables that
 * live across the calls and the back-edge, with a forward exit. */
static void gen_loop_func(struct qir_unit *u, const char *name, uint64_t seed,
			  uint32_t s2, uint32_t s0)
{
	static const enum qir_type pii[] = { QT_PTR, QT_I64, QT_I64 };
	static const int64_t edge[] = { 0,  1,   -1,   INT64_MIN, INT64_MAX, 63,
					64, -65, 4096, -4097,     1 << 24 };
	struct qir_func *f = qir_func_new(u, name, 3, pii);
	qir_label top = qir_label_new(f), out = qir_label_new(f);
	qir_reg v[PVARS], cnt = qir_reg_new(f, QT_I64), sum;

	rng_state = seed;
	for (int i = 0; i < PVARS; i++) {
		v[i] = qir_reg_new(f, QT_I64);
		qir_emit_mov(f, v[i],
			     i < 2 ? (qir_reg)(2 + i)
				   : qir_emit_movi(f, edge[rnd(11)]));
	}
	qir_emit_mov(f, cnt, qir_emit_movi(f, 2 + rnd(4)));
	qir_emit_label(f, top);
	for (int i = 0, n = 8 + (int)rnd(24); i < n; i++) {
		qir_reg a = v[rnd(PVARS)], b = v[rnd(PVARS)], d = v[rnd(PVARS)];
		uint32_t k = rnd(10);

		if (k == 0) {
			qir_emit_mov(f, d,
				     qir_emit_call(f, u, s2, 2,
						   (qir_reg[]){ a, b }));
		} else if (k == 1) {
			qir_reg r = qir_emit_call(f, u, s0, 0, NULL);

			qir_emit_mov(f, d, qir_emit_bin(f, QO_ADD, r, a));
		} else if (k == 2) {
			qir_reg t =
				qir_emit_bin(f, QO_OR, b, qir_emit_movi(f, 1));

			qir_emit_mov(f, d,
				     qir_emit_bin(f, rnd(2) ? QO_DIV : QO_MOD,
						  a, t));
		} else if (k == 3) {
			qir_emit_mov(
				f, d,
				qir_emit_load(f, rnd(2) ? QO_LOAD64 : QO_LOAD32,
					      1, 8 * rnd(4)));
		} else if (k == 4) {
			qir_emit_store(f, rnd(2) ? QO_STORE64 : QO_STORE32, 1,
				       8 * rnd(4), a);
		} else if (k == 5) {
			qir_emit_br(f, rnd(2) ? QO_BT : QO_BF,
				    qir_emit_bin(f, QO_LT, a, b), out);
		} else {
			enum qir_op op = QO_ADD + rnd(QO_GE - QO_ADD + 1);

			if (op == QO_DIV || op == QO_MOD)
				op = QO_MUL;
			qir_emit_mov(f, d, qir_emit_bin(f, op, a, b));
		}
	}
	qir_emit_mov(f, cnt, qir_emit_bin(f, QO_SUB, cnt, qir_emit_movi(f, 1)));
	qir_emit_br(f, QO_BT, cnt, top);
	qir_emit_label(f, out);
	sum = v[0];
	for (int i = 1; i < PVARS; i++)
		sum = qir_emit_bin(
			f, QO_XOR,
			qir_emit_bin(f, QO_MUL, sum, qir_emit_movi(f, 31)),
			v[i]);
	qir_emit_ret(f, sum);
}

static void test_backends_agree_loops(void **state)
{
	static const enum qir_type two[] = { QT_I64, QT_I64 };

	(void)state;
	if (!jit_backend_native_available())
		skip();
	for (uint64_t seed = 1; seed <= 1500; seed++) {
		long long res[2][2];
		uint64_t trail[2][2];
		long long mem[2][2][4];

		for (int b = 0; b < 2; b++) {
			struct qir_unit *u = qir_unit_new();
			uint32_t s2 =
				qir_sym_func(u, "host2", (const void *)host2,
					     QT_I64, 2, two);
			uint32_t s0 =
				qir_sym_func(u, "host0", (const void *)host0,
					     QT_I64, 0, NULL);
			struct strbuf err;
			struct jit_code *code;

			gen_loop_func(u, "raw", seed * 7919, s2, s0);
			gen_loop_func(u, "opt", seed * 7919, s2, s0);
			qir_optimize(u->funcs.v[1]);
			sb_init(&err);
			code = jit_compile_unit(
				u, b ? JIT_BACKEND_NATIVE : JIT_BACKEND_TCC,
				&err);
			if (!code)
				fail_msg("seed %llu: %s",
					 (unsigned long long)seed,
					 sb_str(&err));
			sb_free(&err);
			qir_unit_free(u);
			for (int k = 0; k < 2; k++) {
				long long m[4] = { 5, -6, 7, INT64_MIN };

				host_trail = 0;
				res[b][k] = ((fn_pii)(uintptr_t)jit_code_lookup(
					code, k ? "opt" : "raw"))(
					(char *)m, 123456789, -987654321);
				trail[b][k] = host_trail;
				memcpy(mem[b][k], m, sizeof m);
			}
			jit_code_free(code);
		}
		for (int k = 0; k < 2; k++)
			if (res[0][k] != res[1][k] ||
			    trail[0][k] != trail[1][k] ||
			    memcmp(mem[0][k], mem[1][k], sizeof mem[0][k]))
				fail_msg("seed %llu %s: tcc %lld, native %lld",
					 (unsigned long long)seed,
					 k ? "opt" : "raw", res[0][k],
					 res[1][k]);
	}
}

/* long long NAME(void) { return V; } */
static fn_v compile_const(const char *name, long long v, struct jit_code **code)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, name, 0, NULL);

	qir_emit_ret(f, qir_emit_movi(f, v));
	return (fn_v)(uintptr_t)compile(u, name, code);
}

/* Code pages are kept and reused (jit/codemem.h): code freed while other
 * code lives, and code written where freed code was, all run right. */
static void test_code_reuse(void **state)
{
	struct jit_code *a, *b, *c;
	fn_v fa, fb, fc;

	(void)state;
	fa = compile_const("fa", 7, &a);
	fb = compile_const("fb", 8, &b);
	assert_int_equal(fa(), 7);
	assert_int_equal(fb(), 8);
	jit_code_free(a);
	fc = compile_const("fc", 9, &c);
	assert_int_equal(fc(), 9);
	assert_int_equal(fb(), 8);
	if (backend == JIT_BACKEND_NATIVE) /* the freed page, first fit */
		assert_ptr_equal((void *)(uintptr_t)fc, (void *)(uintptr_t)fa);
	jit_code_free(b);
	jit_code_free(c);
}

/* The first seal is the process's probe of W^X policy (jit/backend.h):
 * here pages may become executable, known or tested, before and after
 * code was sealed (tests/reliability/env-hostile has the refusal). */
static void test_exec_ok(void **state)
{
	const char *why = "unset";
	struct jit_code *a;

	(void)state;
	assert_true(jit_backend_exec_ok(false, &why));
	assert_null(why);
	assert_int_equal(compile_const("fe", 5, &a)(), 5);
	assert_true(jit_backend_exec_ok(false, &why));
	assert_true(jit_backend_exec_ok(true, &why));
	assert_null(why);
	jit_code_free(a);
}

#ifndef NDEBUG
static void test_invalid_unit(void **state)
{
	struct qir_unit *u = qir_unit_new();
	struct qir_func *f = qir_func_new(u, "bad", 0, NULL);
	struct strbuf err;

	(void)state;
	qir_emit_movi(f, 1);
	sb_init(&err);
	assert_null(jit_compile_unit(u, backend, &err));
	assert_string_equal(sb_str(&err),
			    "func bad: last instruction is not ret or jmp\n");
	sb_free(&err);
	qir_unit_free(u);
}
#endif

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_arith),
		cmocka_unit_test(test_shifts),
		cmocka_unit_test(test_compare_unary),
		cmocka_unit_test(test_loop),
		cmocka_unit_test(test_memory),
		cmocka_unit_test(test_calls),
		cmocka_unit_test(test_addr),
		cmocka_unit_test(test_c_text),
		cmocka_unit_test(test_optimize_differential),
		cmocka_unit_test(test_code_reuse),
		cmocka_unit_test(test_exec_ok),
#ifndef NDEBUG
		cmocka_unit_test(test_invalid_unit),
#endif
	};
	const struct CMUnitTest both[] = {
		cmocka_unit_test(test_backends_agree),
		cmocka_unit_test(test_backends_agree_loops),
	};
	int failed = cmocka_run_group_tests_name("tcc", tests, NULL, NULL);

	failed += cmocka_run_group_tests_name("both", both, NULL, NULL);
	if (jit_backend_native_available()) {
		backend = JIT_BACKEND_NATIVE;
		failed += cmocka_run_group_tests_name("native", tests, NULL,
						      NULL);
	}
	return failed;
}
