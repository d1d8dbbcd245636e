// A record reading its own field through `!cast` of its name: TableGen's
// "forbidden self-reference", an error at the field (not "not defined in
// this block").
drr::patterns! {
    class Reflect<string self> {
        int x = !cast<Reflect>(self).x;
    }
    def R0 : Reflect<"R0">;
}

fn main() {}
