echo `echo \`echo bq\``
