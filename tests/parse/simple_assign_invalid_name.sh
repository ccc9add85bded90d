1a=2 echo
foo-bar=3
