trap 'echo x' USR1
trap USR1
trap
echo end
