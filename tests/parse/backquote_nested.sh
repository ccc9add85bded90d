echo `echo \`echo x\``
