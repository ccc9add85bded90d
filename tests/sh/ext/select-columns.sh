# select's menu in bash's columns: as many as fit in COLUMNS, filled top
# to bottom, one column when all would fit in one row
COLUMNS=40
select w in alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu; do break; done </dev/null 2>&1
echo "eof st=$?"
for c in 20 30; do
	COLUMNS=$c
	select w in a bb ccc dddd eeeee f g h i; do break; done </dev/null 2>&1
done
COLUMNS=10
select w in aaaaaaaaaaaaaaaaaaa b c; do break; done </dev/null 2>&1
unset COLUMNS
select w in $(seq 10); do break; done </dev/null 2>&1
select w in $(seq 30); do break; done </dev/null 2>&1
