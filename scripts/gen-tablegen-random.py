#!/usr/bin/env python3
"""Random TableGen programs for checking drr's record language against
TableGen (`scripts/compare-tablegen-random.sh`).

Each program is valid TableGen and valid Rust tokens: classes with typed
template arguments and defaults, parents with arguments, fields whose
initializers read template arguments and earlier fields, `let`s in class
and record bodies, `def`s with several parents, `let … in` (around
records, multiclass definitions and `defm`s), `foreach` over lists,
ranges and brace ranges with pasted names and `defvar`s inside,
top-level `if … then … else`, top-level and body `defvar`s, `defset`s
read by later records, and the `!` operators over `int`, `bit`,
`bits<8>` (initializers, binary literals, slices, `!repr`), `string`,
`list<int>`, `list<string>` and `dag` values (`!cond`, `!foldl`,
`!filter`, `!foreach` over lists and DAGs, `!interleave`, `!substr`,
`!find`, `!setdagop`, `!setdagarg`, `!setdagname`, `!getdagarg`,
`!getdagname`, `!exists`, `!isa`, `!instances`, …). Every reference goes
to a field declared earlier (TableGen's rule), so a record's late-bound
fields never form a cycle; division, shifts, `!head` and string
positions are kept where TableGen defines them.

Usage: gen-tablegen-random.py SEED OUT.td
"""
import random
import sys

TYPES = ["int", "bit", "string", "list<int>", "dag", "bits<8>", "list<string>"]
DAG_OPS = ["ops", "outs", "mix"]
WORDS = ["a", "bc", "Def", "x_y", "Q", "zz"]


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.classes = []  # (name, params [(ty, name)], fields [(ty, name)])
        self.ancestors = {}  # class name -> names of it and its ancestors
        self.defs = []  # (name, fields [(ty, name)])
        self.globals = []  # defvars: (ty, name)
        self.counter = 0

    def fresh(self, prefix):
        self.counter += 1
        return f"{prefix}{self.counter}"

    # ------------------------------------------------------------------
    # Expressions of a type over an environment [(ty, name)].
    def expr(self, ty, env, depth=0):
        r = self.r
        vars_ = [n for t, n in env if t == ty]
        if depth > 2 or r.random() < 0.25:
            if vars_ and r.random() < 0.6:
                return r.choice(vars_)
            return self.literal(ty)
        return getattr(self, "e_" + ty.replace("<", "_").replace(">", ""))(env, depth + 1)

    def literal(self, ty):
        r = self.r
        if ty == "int":
            return str(r.choice([0, 1, 2, 3, 7, -4, 100, 65536, r.randint(-50, 50)]))
        if ty == "bit":
            return r.choice(["0", "1", "true", "false"])
        if ty == "string":
            return '"' + r.choice(WORDS) + '"'
        if ty == "dag":
            return self.dag_literal([])
        if ty == "bits<8>":
            k = r.randint(0, 2)
            if k == 0:
                return "{ " + ", ".join(r.choice("01") for _ in range(8)) + " }"
            if k == 1:
                return "0b" + "".join(r.choice("01") for _ in range(8))
            return str(r.randint(0, 255))
        if ty == "list<string>":
            return "[" + ", ".join('"' + r.choice(WORDS) + '"' for _ in range(r.randint(1, 3))) + "]"
        n = r.randint(1, 4)
        return "[" + ", ".join(str(r.randint(-9, 9)) for _ in range(n)) + "]"

    def dag_literal(self, env, d=3):
        r = self.r
        args = []
        for _ in range(r.randint(0, 3)):
            a = self.expr(r.choice(["int", "string"]), env, d)
            if r.random() < 0.4:
                a += f":${self.fresh('n')}"
            args.append(a)
        return f"({r.choice(DAG_OPS)} {', '.join(args)})"

    def e_dag(self, env, d):
        r = self.r
        k = r.randint(0, 4)
        e = lambda: self.expr("dag", env, d)
        if k == 0:
            # !con needs the same operator on both sides.
            op = r.choice(DAG_OPS)
            return f"!con(!setdagop({e()}, {op}), !setdagop({e()}, {op}))"
        if k == 1:
            n = r.randint(0, 3)
            vals = ", ".join(self.expr("int", env, d) for _ in range(n))
            names = ", ".join(f'"{self.fresh("m")}"' for _ in range(n))
            return f"!dag({r.choice(DAG_OPS)}, [{vals}], [{names}])" if n else f"({r.choice(DAG_OPS)})"
        if k == 2:
            return f"!setdagop({e()}, {r.choice(DAG_OPS)})"
        if k == 3:
            return f"!if({self.expr('bit', env, d)}, {e()}, {e()})"
        if k == 4 and r.random() < 0.6:
            j = r.randint(0, 4)
            x = self.fresh("x")
            if j == 0:
                # Over a DAG the body maps the operator and each argument.
                return f"!foreach({x}, {e()}, {x})"
            if j == 1:
                return f"!setdagarg((ops 1, \"s\":$a), {r.randint(0, 1)}, {self.expr('int', env, d)})"
            if j == 2:
                return f"!setdagname((ops 1, 2), {r.randint(0, 1)}, \"{self.fresh('nm')}\")"
            if j == 3:
                return f"!setdagarg((mix 1:$a, 2:$b), \"b\", {self.expr('string', env, d)})"
            return f"!cond({self.expr('bit', env, d)}: {e()}, true: {e()})"
        return self.dag_literal(env, d)

    def e_int(self, env, d):
        r = self.r
        k = r.randint(0, 11)
        e = lambda t="int": self.expr(t, env, d)
        if k == 0:
            return f"!add({e()}, {e()})"
        if k == 1:
            return f"!sub({e()}, {e()})"
        if k == 2:
            return f"!mul({e()}, {e()})"
        if k == 3:
            return f"!if({e('bit')}, {e()}, {e()})"
        if k == 4:
            return f"!size({e('list<int>')})"
        if k == 5:
            return f"!size({e(self.r.choice(['string', 'dag']))})"
        if k == 6:
            a, x = self.fresh("acc"), self.fresh("x")
            return f"!foldl(0, {e('list<int>')}, {a}, {x}, !add({a}, {x}))"
        if k == 7:
            return f"!head([{e()}, {e()}])"
        if k == 8:
            return f"!find({e('string')}, {e('string')})"
        if k == 9:
            return f"!cond({e('bit')}: {e()}, true: {e()})"
        if k == 10:
            return f"!and({e()}, {r.randint(0, 255)})"
        if k == 11 and r.random() < 0.5:
            j = r.randint(0, 9)
            if j == 0:
                return f"!add({e('bits<8>')}, 0)"
            if j == 1:
                return f"!size({e('list<string>')})"
            if j == 2:
                return f"!logtwo({r.randint(1, 1000)})"
            if j == 3:
                return f"!xor({e()}, {e()})"
            if j == 4:
                return f"!sra({e()}, {r.randint(0, 63)})"
            if j == 5:
                return f"!srl({e()}, {r.randint(0, 63)})"
            if j == 6:
                key = r.choice(["0", "1", '"a"', '"b"'])
                return f"!getdagarg<int>((ops 3:$a, 4:$b), {key})"
            if j == 7:
                # A start inside the literal (TableGen checks the range).
                return f"!find(\"abcabc\", {e('string')}, {r.randint(0, 6)})"
            if j == 8:
                x, a = self.fresh("x"), self.fresh("acc")
                return f"!foldl(0, {e('list<string>')}, {a}, {x}, !add({a}, !size({x})))"
            return f"!or({e()}, {e()})"
        return f"!shl({e()}, {r.randint(0, 5)})"

    def e_bit(self, env, d):
        r = self.r
        k = r.randint(0, 8)
        e = lambda t: self.expr(t, env, d)
        if k == 0:
            return f"!eq({e('int')}, {e('int')})"
        if k == 1:
            return f"!lt({e('int')}, {e('int')})"
        if k == 2:
            return f"!ge({e('int')}, {e('int')})"
        if k == 3:
            return f"!ne({e('string')}, {e('string')})"
        if k == 4:
            return f"!not({e('bit')})"
        if k == 5:
            return f"!and({e('bit')}, {e('bit')})"
        if k == 6:
            return f"!or({e('bit')}, {e('bit')})"
        if k == 7:
            return f"!empty({e(r.choice(['list<int>', 'list<string>', 'string', 'dag']))})"
        if k == 8 and r.random() < 0.5:
            j = r.randint(0, 4)
            if j == 0 and self.defs:
                name, classes = r.choice(self.defs)
                cls = r.choice(sorted(classes)) if classes and r.random() < 0.7 else r.choice(self.classes)[0]
                return f"!exists<{cls}>(\"{name}\")"
            if j == 1 and self.defs:
                name, _ = r.choice(self.defs)
                return f"!isa<{r.choice(self.classes)[0]}>({name})"
            if j == 2:
                return f"!le({e('string')}, {e('string')})"
            if j == 3:
                return f"!eq({e('bits<8>')}, {r.randint(0, 255)})"
            # Not `!cond(c: b, …)` of bits: where `b` is a `bit` template
            # argument, mlir-tblgen-22 gives `?` (drr the argument).
            return f"!xor({e('bit')}, {e('bit')})"
        return f"!lt({e('string')}, {e('string')})"

    def e_string(self, env, d):
        r = self.r
        k = r.randint(0, 8)
        e = lambda t="string": self.expr(t, env, d)
        if k == 0:
            return f"!strconcat({e()}, {e()})"
        if k == 1:
            return f"{e()} # {e()}"
        if k == 2:
            return f"!toupper({e()})"
        if k == 3:
            if self.r.random() < 0.3:
                return f"!getdagopname(!setdagopname({e('dag')}, \"{self.fresh('o')}\"))"
            return f"!cast<string>({e('int')})"
        if k == 4:
            return f"!subst(\"a\", \"o\", {e()})"
        if k == 5:
            return f"!if({e('bit')}, {e()}, {e()})"
        if k == 6:
            return f"!interleave({e('list<int>')}, \"-\")"
        if k == 7:
            return f"!substr({e()}, 0, {r.randint(0, 3)})"
        if k == 8 and r.random() < 0.6:
            j = r.randint(0, 8)
            if j == 0:
                return f"!interleave({e('list<string>')}, {self.literal('string')})"
            if j == 1:
                # Start positions inside the literal.
                return f"!substr(\"abcdef\", {r.randint(0, 6)}, {r.randint(0, 8)})"
            if j == 2:
                return f"!strconcat({e()}, {e()}, {e()})"
            if j == 3:
                return f"!cond({e('bit')}: {e()}, true: {e()})"
            if j == 4:
                x, a = self.fresh("x"), self.fresh("acc")
                return f"!foldl(\"\", {e('list<string>')}, {a}, {x}, !strconcat({a}, {x}))"
            if j == 5:
                return f"!head([{e()}, {e()}])"
            if j == 6:
                return f"!getdagname((ops 1:$n1, 2:$n2), {r.randint(0, 1)})"
            if j == 7:
                names = [n for t, n in env if t == "bits<8>"]
                if names:
                    return f"!repr({r.choice(names)})"
                return f"!repr({e('int')})"
            return f"!cast<string>({e('bits<8>')})"
        return f"!tolower({e()})"

    def e_list_int(self, env, d):
        r = self.r
        k = r.randint(0, 7)
        e = lambda t="list<int>": self.expr(t, env, d)
        if k == 0:
            return f"!listconcat({e()}, {e()})"
        if k in (1, 2):
            x = self.fresh("x")
            inner = env + [("int", x)]
            if k == 1:
                return f"!foreach({x}, {e()}, !add({x}, {self.expr('int', inner, d)}))"
            return f"!filter({x}, {e()}, !gt({x}, {self.expr('int', inner, d)}))"
        if k == 3:
            return f"!range({r.randint(0, 4)})"
        if k == 4:
            return f"!listsplat({self.expr('int', env, d)}, {r.randint(0, 3)})"
        if k == 5:
            return f"[{self.expr('int', env, d)}, {self.expr('int', env, d)}]"
        if k == 6:
            return f"{e()} # {e()}"
        return f"!if({self.expr('bit', env, d)}, {e()}, {e()})"

    def e_bits_8(self, env, d):
        r = self.r
        k = r.randint(0, 4)
        names = [n for t, n in env if t == "bits<8>" and "." not in n]
        if k == 0:
            return f"!if({self.expr('bit', env, d)}, {self.expr('bits<8>', env, d)}, {self.expr('bits<8>', env, d)})"
        if k == 1 and names:
            a, b = r.choice(names), r.choice(names)
            return f"{{ {a}{{3...0}}, {b}{{7...4}} }}"
        if k == 2 and names:
            return f"{{ {r.choice(names)}{{0...3}}, 0b{''.join(r.choice('01') for _ in range(4))} }}"
        if k == 3:
            return f"!cast<bits<8>>({r.randint(0, 255)})"
        return self.literal("bits<8>")

    def e_list_string(self, env, d):
        r = self.r
        k = r.randint(0, 6)
        e = lambda t="list<string>": self.expr(t, env, d)
        x = self.fresh("x")
        if k == 0:
            return f"!listconcat({e()}, {e()})"
        if k == 1:
            return f"!foreach({x}, {e()}, !toupper({x}))"
        if k == 2:
            return f"!filter({x}, {e()}, !ne({x}, {self.literal('string')}))"
        if k == 3:
            return f"!listsplat({self.expr('string', env, d)}, {r.randint(0, 3)})"
        if k == 4:
            # Over the top-level variables only: mlir-tblgen-22 folds
            # `!listremove([t], …)` in a class body before it knows `t`,
            # removing nothing (drr removes as the values say).
            return f"!listremove({self.expr('list<string>', self.globals, d)}, [{self.literal('string')}])"
        if k == 5:
            return f"!foreach({x}, {self.expr('list<int>', env, d)}, !cast<string>({x}))"
        return f"[{self.expr('string', env, d)}, {self.expr('string', env, d)}]"

    # ------------------------------------------------------------------
    def params(self):
        out = []
        for i in range(self.r.randint(0, 3)):
            ty = self.r.choice(TYPES + [c[0] for c in self.classes[-2:]])
            name = f"p{i}"
            default = ""
            if self.r.random() < 0.4 and ty in TYPES:
                default = " = " + self.expr(ty, self.env_of(out), 2)
            out.append((ty, name, default))
        return out

    def fields_of(self, cls_name):
        return next(c[2] for c in self.classes if c[0] == cls_name)

    def env_of(self, params):
        """Template arguments as variables; a record argument gives its
        fields (`r.f`)."""
        env = []
        for t, n, _ in params:
            if t in TYPES:
                env.append((t, n))
            else:
                env.extend((ft, f"{n}.{fn}") for ft, fn in self.fields_of(t))
        return env

    def record_value(self, cls_name, env):
        """A record of class `cls_name`: a named def of it, or an anonymous
        instance."""
        named = [d for d, parents in self.defs if cls_name in parents]
        if named and self.r.random() < 0.6:
            return self.r.choice(named)
        cls = next(c for c in self.classes if c[0] == cls_name)
        args = self.args_for(cls[1], env)
        return f"{cls_name}<{', '.join(args)}>"

    def args_for(self, params, env):
        # Positional arguments: every parameter without a default, then
        # some of the defaulted ones.
        args = []
        for i, (ty, _, default) in enumerate(params):
            if default and self.r.random() < 0.5 and all(
                d for _, _, d in params[i:]
            ):
                break
            if ty in TYPES:
                args.append(self.expr(ty, env, 1))
            else:
                args.append(self.record_value(ty, env))
        return args

    def cls(self, lines):
        name = self.fresh("C")
        params = self.params()
        env = self.env_of(params) + self.globals
        fields = []
        parent = ""
        body = []
        self.ancestors[name] = {name}
        if self.classes and self.r.random() < 0.6:
            pname, pparams, pfields = self.r.choice(self.classes)
            self.ancestors[name] |= self.ancestors[pname]
            args = self.args_for(pparams, env)
            parent = f" : {pname}" + (f"<{', '.join(args)}>" if args else "")
            fields = list(pfields)
            for t, f in pfields:
                if self.r.random() < 0.3:
                    idx = fields.index((t, f))
                    body.append(f"  let {f} = {self.expr(t, env + fields[:idx], 0)};")
        for _ in range(self.r.randint(1, 4)):
            ty = self.r.choice(TYPES)
            fname = self.fresh("f")
            if self.r.random() < 0.2:
                dv = self.fresh("v")
                dty = self.r.choice(TYPES)
                body.append(f"  defvar {dv} = {self.expr(dty, env + fields, 0)};")
                init = self.expr(ty, env + fields + [(dty, dv)], 0)
            else:
                init = self.expr(ty, env + fields, 0)
            body.append(f"  {ty} {fname} = {init};")
            fields.append((ty, fname))
        ps = ", ".join(f"{t} {n}{d}" for t, n, d in params)
        head = f"class {name}" + (f"<{ps}>" if params else "") + parent
        lines.append(head + " {")
        lines.extend(body)
        lines.append("}")
        self.classes.append((name, params, fields))

    def record(self, lines, name=None, env_extra=(), register=True):
        name = name or self.fresh("D")
        env = list(self.globals) + list(env_extra)
        parents = []
        seen = set()
        for c in self.r.sample(self.classes, k=min(len(self.classes), self.r.randint(1, 2))):
            # TableGen: a record derives from a class once.
            if not (self.ancestors[c[0]] & seen):
                parents.append(c)
                seen |= self.ancestors[c[0]]
        heads = []
        fields = []
        for pname, pparams, pfields in parents:
            args = self.args_for(pparams, env)
            heads.append(pname + (f"<{', '.join(args)}>" if args else ""))
            for f in pfields:
                if f in fields:
                    fields.remove(f)
                fields.append(f)
        body = []
        for t, f in fields:
            if self.r.random() < 0.3:
                idx = fields.index((t, f))
                body.append(f"let {f} = {self.expr(t, env + fields[:idx], 0)};")
        if self.r.random() < 0.3:
            ty = self.r.choice(TYPES)
            body.append(f"{ty} {self.fresh('g')} = {self.expr(ty, env + fields, 0)};")
        if "#" not in name and register:
            self.defs.append((name, seen))
        text = f"def {name} : {', '.join(heads)}"
        lines.append(text + (" { " + " ".join(body) + " }" if body else ";"))
        return name

    def program(self):
        lines = ["// Generated by scripts/gen-tablegen-random.py."]
        lines += [f"def {op};" for op in DAG_OPS]
        for _ in range(self.r.randint(1, 2)):
            ty = self.r.choice(TYPES)
            name = self.fresh("G")
            lines.append(f"defvar {name} = {self.expr(ty, self.globals, 0)};")
            self.globals.append((ty, name))
        for _ in range(self.r.randint(2, 5)):
            self.cls(lines)
        for _ in range(self.r.randint(2, 6)):
            k = self.r.random()
            if k < 0.15:
                self.multiclass(lines)
            elif k < 0.45:
                self.record(lines)
            elif k < 0.55:
                self.defset(lines)
            elif k < 0.62:
                # Only one branch is defined: later records name neither.
                cond = self.expr("bit", self.globals, 1)
                lines.append(f"if {cond} then {{")
                self.record(lines, register=False)
                lines.append("} else {")
                self.record(lines, register=False)
                lines.append("}")
            elif k < 0.8:
                var = self.fresh("i")
                n = self.fresh("L")
                # Distinct, non-negative: the pasted names must be distinct
                # Rust identifiers.
                form = self.r.randint(0, 2)
                if form == 0:
                    values = str(self.r.sample(range(10), self.r.randint(1, 3)))
                elif form == 1:
                    a = self.r.randint(0, 5)
                    values = f"{a}...{a + self.r.randint(0, 2)}"
                else:
                    values = f"{{0-{self.r.randint(0, 2)}, 7}}"
                lines.append(f"foreach {var} = {values} in {{")
                extra = [("int", var)]
                if self.r.random() < 0.4:
                    w = self.fresh("w")
                    lines.append(f"  defvar {w} = !add({var}, {self.r.randint(0, 9)});")
                    extra.append(("int", w))
                self.record(lines, name=f"{n}_ # {var}", env_extra=extra)
                lines.append("}")
            else:
                t, f = self.r.choice([(t, f) for c in self.classes for t, f in c[2]] or [("int", "none")])
                if f == "none":
                    continue
                holders = [c for c in self.classes if (t, f) in c[2]]
                lines.append(f"let {f} = {self.expr(t, self.globals, 1)} in {{")
                self.record_of(lines, holders[0])
                lines.append("}")
        return "\n".join(lines) + "\n"

    def multiclass(self, lines):
        name = self.fresh("M")
        ty = self.r.choice(["int", "string", "list<int>"])
        # Every record of the multiclass derives from `rec`: a `let … in`
        # around the definition or a `defm` sets one of its fields.
        rec = self.r.choice(self.classes)
        lets = [f for f in rec[2] if f[0] in TYPES]
        wrap = lets and self.r.random() < 0.3
        if wrap:
            t, f = self.r.choice(lets)
            lines.append(f"let {f} = {self.expr(t, self.globals, 1)} in {{")
        lines.append(f"multiclass {name}<{ty} a> {{")
        for suffix in self.r.sample(["_x", "_y", "_z"], self.r.randint(1, 2)):
            args = self.args_for(rec[1], self.globals + [(ty, "a")])
            target = f"NAME # {suffix}" if self.r.random() < 0.5 else suffix
            lines.append(f"  def {target} : {rec[0]}" + (f"<{', '.join(args)}>" if args else "") + ";")
        lines.append("}")
        if wrap:
            lines.append("}")
        for _ in range(self.r.randint(1, 2)):
            defm = f"defm {self.fresh('DM')} : {name}<{self.expr(ty, self.globals, 1)}>;"
            if lets and self.r.random() < 0.3:
                t, f = self.r.choice(lets)
                defm = f"let {f} = {self.expr(t, self.globals, 1)} in {defm}"
            lines.append(defm)

    def defset(self, lines):
        """A `defset` of records of one class; later records read it (its
        size, a field of each) and the class's `!instances`."""
        cls = self.r.choice(self.classes)
        name = self.fresh("S")
        lines.append(f"defset list<{cls[0]}> {name} = {{")
        for _ in range(self.r.randint(0, 2)):
            self.record_of(lines, cls)
        lines.append("}")
        self.globals.append(("int", f"!size({name})"))
        # Named records only: mlir-tblgen-22 also counts the anonymous
        # instances (`C<…>` in a value), and makes those of a class body
        # when the class is defined (drr when it is instantiated).
        self.globals.append(("int", f"!size(!instances<{cls[0]}>(\"D|L\"))"))
        ints = [f for t, f in cls[2] if t == "int"]
        if ints:
            q = self.fresh("q")
            self.globals.append(("list<int>", f"!foreach({q}, {name}, {q}.{self.r.choice(ints)})"))

    def record_of(self, lines, cls):
        pname, pparams, _ = cls
        args = self.args_for(pparams, self.globals)
        lines.append(f"  def {self.fresh('D')} : {pname}" + (f"<{', '.join(args)}>" if args else "") + ";")


def main():
    seed, out = int(sys.argv[1]), sys.argv[2]
    g = Gen(random.Random(seed))
    with open(out, "w") as f:
        f.write(g.program())


if __name__ == "__main__":
    main()
