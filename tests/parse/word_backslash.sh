echo \a\ b \$x \\
