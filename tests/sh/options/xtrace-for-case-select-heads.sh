# set -x traces the head of for (each word), case and select as written,
# before their DEBUG trap, in both tiers
f() { for i in 1 2; do case $i in 1) : ;; esac; done; }
f
f
set -x
for i in a "b c"; do :; done
x=hello
case $x in hello*) : ;; esac
select s in a b; do break; done <<<1
f
for ((i = 0; i < 1; i++)); do :; done
trap 'echo debug' DEBUG
for i in q; do :; done
trap - DEBUG
set +x
