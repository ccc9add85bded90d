# A compiled function of 200 statements recursing 250 levels deep.  The
# libtcc backend (QUIRL_JIT_BACKEND=tcc, the golden-jit-tcc layer) gave
# every QIR register a C local of its own, a frame of about 75 KB here,
# and failed at about 20 levels under a 2 MB stack; registers whose live
# ranges never meet now share locals (ir/live.c), as they share machine
# registers and spill slots in the direct encoder.
ulimit -s 2048
body='local d=$1'
i=0
while [ $i -lt 200 ]; do
	body="$body; x=\$((x + d * $i))"
	i=$((i + 1))
done
eval "f() { $body; if [ \$d -lt 250 ]; then f \$((d + 1)) || return 1; fi; }"
x=0
f 1 && echo "depth 250: $x"
echo status $?
