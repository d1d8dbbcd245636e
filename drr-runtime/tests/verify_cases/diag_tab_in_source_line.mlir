"builtin.module"() ({
	"func.return"() : () -> ()
}) : () -> ()
