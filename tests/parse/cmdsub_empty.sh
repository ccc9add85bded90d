echo $( ) $(
)
