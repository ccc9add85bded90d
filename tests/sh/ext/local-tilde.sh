HOME=/h
f() { local p=~/q; echo $p; }
f
