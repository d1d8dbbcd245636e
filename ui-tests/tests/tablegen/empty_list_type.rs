// An empty list literal where TableGen expects no type (an operand of
// `!empty`, a `defvar`, a `foreach` range, a top-level `let`): "No type for
// list", at the `[]`. Where a list type is expected (a field's initializer,
// a template argument, `!if` branches there) or with `[]<Type>`, it is fine.
drr::patterns! {
    class Ranks<list<int> ranks = []> {
        list<int> r = ranks;
        bit none = !empty(ranks);
        list<int> more = !if(none, [], !listconcat(ranks, []));
    }
    def Empty : Ranks<[]>;
    defvar NoneYet = [];
    defvar Typed = []<int>;
    def Check {
        bit a = !empty([]);
        bit b = !empty([]<string>);
    }
    foreach i = [] in def Never # i;
}

fn main() {}
