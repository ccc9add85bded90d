for x in do done if then; do echo $x; done
