touch b.t a.t c.t
for f in *.t; do echo $f; done
