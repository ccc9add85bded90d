echo `echo \$x \\ \a`
